/** A handler result that needs more than a 200 with JSON: another status, cookies or headers. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: {
      statusCode?: number;
      cookies?: string[];
      headers?: Record<string, string>;
      /** The body is a string sent as it is (with its own content-type header), e.g. an iCalendar feed. */
      raw?: boolean;
      /** With `raw`: the string is base64 of a binary body (a PDF), sent as bytes. */
      base64?: boolean;
    } = {},
  ) {}
}

export const reply = <T>(body: T, options: Reply<T>['options'] = {}) => new Reply(body, options);
