// amplitude-js 8 ships no type declarations; the wrapper describes the part it uses (AmplitudeSdk).
declare module "amplitude-js" {
  const amplitude: unknown;
  export default amplitude;
}
