// Saves the open quote after each change, a moment later so that typing does
// not send a request per key: one write in flight at a time, the newest quote
// wins, each write based on the revision the previous one returned.

export type SaveState = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface SaveResult {
  revision: number;
}

export type PutQuote<Q> = (quote: Q, revision: number) => Promise<SaveResult>;

/** Thrown by a PutQuote when the API answers 409 quote_changed. */
export class QuoteConflict extends Error {}

export class SaveQueue<Q> {
  private latest: Q | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private state: SaveState = 'saved';

  constructor(
    private readonly put: PutQuote<Q>,
    private revision: number,
    private readonly onState: (state: SaveState) => void,
    private readonly delayMs = 500,
    /** after each stored write: the new revision and what is still waiting to be sent */
    private readonly onStored: (revision: number, unsaved: Q | null) => void = () => undefined,
  ) {}

  get currentRevision(): number {
    return this.revision;
  }

  /** The quote not yet sent, if any (for a last write as the page goes away). */
  get unsaved(): Q | null {
    return this.latest;
  }

  schedule(quote: Q): void {
    if (this.state === 'conflict') return;
    this.latest = quote;
    this.set('pending');
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Sends what is pending now and resolves once everything is saved (or failed). */
  async flush(): Promise<SaveState> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.running) await this.running;
    if (this.latest === null || this.state === 'conflict') return this.state;
    const quote = this.latest;
    this.latest = null;
    this.set('saving');
    this.running = this.put(quote, this.revision).then(
      (result) => {
        this.revision = result.revision;
        this.onStored(result.revision, this.latest);
        if (this.latest === null) this.set('saved');
      },
      (error: unknown) => {
        if (error instanceof QuoteConflict) this.set('conflict');
        else {
          // Kept for the next change or flush: nothing typed is dropped.
          if (this.latest === null) this.latest = quote;
          this.set('error');
        }
      },
    );
    await this.running;
    this.running = null;
    // The callbacks above changed the state: read it afresh.
    const state = this.state as SaveState;
    if (this.latest !== null && state !== 'conflict' && state !== 'error') return this.flush();
    return state;
  }

  private set(state: SaveState) {
    this.state = state;
    this.onState(state);
  }
}
