export {
  defaultReply,
  passagesInPrompt,
  startModelStandIn,
  type ModelStandIn,
  type RecordedRequest,
  type StandInReply,
} from "./stand-in";
