export { LOCALES, assetsDir, clipFor, manifest, type Clip, type Locale, type Manifest } from "./manifest";
export { formatVtt, parseVtt, type Cue } from "./vtt";
export { readWebmInfo, type WebmInfo } from "./webm";
