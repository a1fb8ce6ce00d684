/** A one-line terminal progress bar: `[#####·····]  50%  500/1000 courses  2.1 s`. */
export function progressLine(done: number, total: number, elapsedSeconds: number, width = 30): string {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * width);
  const pct = String(Math.floor(ratio * 100)).padStart(3);
  return `[${"#".repeat(filled)}${"·".repeat(width - filled)}] ${pct}%  ${done}/${total} courses  ${elapsedSeconds.toFixed(1)} s`;
}

/** Redraws the bar in place on a terminal; elsewhere (CI logs) prints a line per 10 %. */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  const started = performance.now();
  let lastDecile = -1;
  return (done: number, total: number) => {
    const line = progressLine(done, total, (performance.now() - started) / 1000);
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      if (done >= total) stream.write("\n");
      return;
    }
    const decile = total === 0 ? 10 : Math.floor((done / total) * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(`${line}\n`);
    }
  };
}
