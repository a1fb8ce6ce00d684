import type { AmplitudeInstance, AmplitudeSdk, IdentifyLike, RevenueLike } from "./sdk";

/**
 * A stand-in for the amplitude-js SDK (a third-party service unreachable from tests): it records what the
 * wrapper hands over, with the same surface as the real Identify/Revenue builders.
 */
export type Call = [method: string, ...args: unknown[]];

export function fakeAmplitude() {
  const calls: Call[] = [];
  class Identify implements IdentifyLike {
    readonly ops: Array<[string, number]> = [];
    add(property: string, value: number) {
      this.ops.push([property, value]);
      return this;
    }
  }
  class Revenue implements RevenueLike {
    readonly fields: Record<string, unknown> = {};
    setProductId(id: string) {
      this.fields.productId = id;
      return this;
    }
    setPrice(price: number) {
      this.fields.price = price;
      return this;
    }
    setQuantity(quantity: number) {
      this.fields.quantity = quantity;
      return this;
    }
    setEventProperties(properties: Record<string, unknown>) {
      this.fields.properties = properties;
      return this;
    }
  }
  const instance: AmplitudeInstance = {
    init: (...args) => void calls.push(["init", ...args]),
    setUserId: (...args) => void calls.push(["setUserId", ...args]),
    setUserProperties: (...args) => void calls.push(["setUserProperties", ...args]),
    logEvent: (event, properties, callback) => {
      calls.push(["logEvent", event, properties]);
      return callback;
    },
    identify: (identify) => void calls.push(["identify", (identify as Identify).ops]),
    logRevenueV2: (revenue) => void calls.push(["logRevenueV2", (revenue as Revenue).fields]),
  };
  const sdk: AmplitudeSdk = { getInstance: () => instance, Identify, Revenue };
  return { sdk, calls, instance };
}
