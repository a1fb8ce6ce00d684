/**
 * The part of amplitude-js 8 the wrapper uses. The real SDK is loaded in the browser only (initAnalytics);
 * tests hand in their own instance, since the analytics service cannot be reached from here.
 */
export interface IdentifyLike {
  add(property: string, value: number): IdentifyLike;
}

export interface RevenueLike {
  setProductId(id: string): RevenueLike;
  setPrice(price: number): RevenueLike;
  setQuantity(quantity: number): RevenueLike;
  setEventProperties(properties: Record<string, unknown>): RevenueLike;
}

export interface AmplitudeInstance {
  init(apiKey: string, userId: string | undefined, options: Record<string, unknown>): void;
  setUserId(userId: string | null): void;
  setUserProperties(properties: Record<string, unknown>): void;
  logEvent(
    event: string,
    properties?: Record<string, unknown>,
    callback?: () => void,
    errorCallback?: () => void,
  ): unknown;
  identify(identify: IdentifyLike): void;
  logRevenueV2(revenue: RevenueLike): void;
}

export interface AmplitudeSdk {
  getInstance(name?: string): AmplitudeInstance;
  Identify: new () => IdentifyLike;
  Revenue: new () => RevenueLike;
}
