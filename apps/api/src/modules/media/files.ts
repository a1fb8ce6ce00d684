import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { assetsDir, manifest } from "@gk/media";

/** A committed media file the API serves: where it is, its type and size, and a tag of its content. */
export interface MediaFile {
  path: string;
  type: string;
  size: number;
  /** the first characters of the content's SHA-256: the ETag, and the `v` of its URL */
  tag: string;
}

export const MEDIA_KINDS = { videos: "video/webm", captions: "text/vtt; charset=utf-8" } as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

let files: Map<string, MediaFile> | undefined;

/**
 * Only the files the manifest names are served (read once: a few small files), so no request path ever
 * reaches the file system.
 */
export function mediaFiles(): Map<string, MediaFile> {
  if (files) return files;
  files = new Map();
  for (const clip of Object.values(manifest().clips)) {
    const names: [MediaKind, string][] = [
      ["videos", clip.video],
      ...Object.values(clip.captions).map((c): [MediaKind, string] => ["captions", c]),
    ];
    for (const [kind, name] of names) {
      const path = join(assetsDir, kind, name);
      const tag = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 16);
      files.set(`${kind}/${name}`, { path, type: MEDIA_KINDS[kind], size: statSync(path).size, tag });
    }
  }
  return files;
}

/**
 * The URL path of a media file with its content tag, so the long cache of the answer is safe: a regenerated
 * clip gets a new URL.
 */
export function mediaPath(kind: MediaKind, name: string): string {
  const file = mediaFiles().get(`${kind}/${name}`);
  return `/media/${kind}/${name}${file ? `?v=${file.tag}` : ""}`;
}
