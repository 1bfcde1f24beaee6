/** The fields of a java.net.URL, as its handlers fill them in. */
export interface UrlParts {
  protocol: string;
  authority: string | null;
  userInfo: string | null;
  host: string | null;
  port: number;
  path: string | null;
  query: string | null;
  ref: string | null;
}

/** Thrown inside a handler; the pipeline turns it into a MalformedURLException with the same message. */
export class HandlerError extends Error {}
