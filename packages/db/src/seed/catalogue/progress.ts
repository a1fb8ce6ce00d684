/**
 * A terminal progress bar for long seed steps, so a long seed never looks stuck. On a TTY it redraws one
 * line; in logs (CI, `npm start` piped) it prints a line every 10 %.
 */
export interface Progress {
  tick(done: number): void;
  finish(note?: string): void;
}

export function progressBar(
  label: string,
  total: number,
  stream: NodeJS.WriteStream | null = process.stderr,
): Progress {
  const started = Date.now();
  let lastDecile = -1;
  const tty = Boolean(stream?.isTTY);
  const render = (done: number) => {
    const ratio = total === 0 ? 1 : Math.min(1, done / total);
    const width = 28;
    const filled = Math.round(ratio * width);
    return `${label.padEnd(22)} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total}`;
  };
  return {
    tick(done) {
      if (!stream) return;
      if (tty) stream.write(`\r${render(done)}`);
      else {
        const decile = Math.floor((done / Math.max(1, total)) * 10);
        if (decile > lastDecile) {
          lastDecile = decile;
          stream.write(`${render(done)}\n`);
        }
      }
    },
    finish(note) {
      if (!stream) return;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      stream.write(`${tty ? "\r" : ""}${render(total)} ${seconds} s${note ? ` · ${note}` : ""}\n`);
    },
  };
}
