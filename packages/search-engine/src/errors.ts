/**
 * An error the engine reports with the HTTP status Typesense would answer, so the server can pass both on
 * unchanged (the official client maps statuses to its own error classes).
 */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "SearchError";
  }
}

export const badRequest = (message: string) => new SearchError(400, message);
export const notFound = (message: string) => new SearchError(404, message);
export const conflict = (message: string) => new SearchError(409, message);
