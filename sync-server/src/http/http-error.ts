/** An error whose status and message are meant for the client (the error middleware passes them on). */
export class HttpError extends Error {
  readonly expose = true;

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
