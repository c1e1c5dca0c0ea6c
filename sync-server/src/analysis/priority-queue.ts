/**
 * Runs at most `limit` jobs at once; visitors' jobs go before batch jobs so a
 * large batch never makes a visitor wait behind it.
 */
export class PriorityQueue<T> {
  readonly #urgent: T[] = [];
  readonly #background: T[] = [];
  #running = 0;

  constructor(
    private readonly limit: number,
    private readonly run: (item: T) => Promise<void>,
  ) {}

  push(item: T, background: boolean): void {
    (background ? this.#background : this.#urgent).push(item);
    this.#pump();
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#urgent.length + this.#background.length;
  }

  #pump(): void {
    while (this.#running < this.limit) {
      const next = this.#urgent.shift() ?? this.#background.shift();
      if (next === undefined) return;
      this.#running += 1;
      void this.run(next).finally(() => {
        this.#running -= 1;
        this.#pump();
      });
    }
  }
}
