/**
 * State and actions of one cart screen (MobX). The server is the source of truth: every change
 * is shown at once (optimistic lines, totals by the shared rule), sent, and then the cart is
 * loaded again so the screen ends on the server's lines and `totals`. Changes are sent one after
 * another in the order they were made; a quantity is sent when the stepper has been still for
 * QUANTITY_DEBOUNCE_MS, so typing 120 or tapping + five times is one request.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CartLineV2, Envelope } from '../../../shared/contract';
import { unwrap } from '../../core/data';
import * as cartApi from '../../core/api/cart';
import type { CartListData } from '../../core/api/cart';
import type { RootStore } from '../../core/stores/root-store';
import {
  allLines,
  applyCheck,
  applyQuantity,
  checkedIds,
  checkState,
  removeLines,
  validLines,
} from './cart-helpers';

export const QUANTITY_DEBOUNCE_MS = 400;

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export class CartModel {
  data: CartListData | null = null;
  status: CartStatus = 'idle';
  /** edit mode: the bottom bar deletes instead of checking out */
  editing = false;

  private queue: Promise<unknown> = Promise.resolve();
  /** changes made and not yet answered (including debounced quantities) */
  private pending = 0;
  private loadSeq = 0;
  private timers = new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => void }>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CartModel, 'root' | 'queue' | 'pending' | 'loadSeq' | 'timers'>(this, {
      root: false,
      queue: false,
      pending: false,
      loadSeq: false,
      timers: false,
    });
  }

  get lines(): CartLineV2[] {
    return allLines(this.data);
  }

  get isEmpty(): boolean {
    return this.data !== null && this.lines.length === 0;
  }

  get checkedIds(): number[] {
    return checkedIds(this.data);
  }

  get allState() {
    return checkState(validLines(this.data));
  }

  setEditing(on: boolean): void {
    this.editing = on;
  }

  /** Forgets the cart (logged out). */
  reset(): void {
    this.loadSeq++;
    this.data = null;
    this.status = 'idle';
  }

  private apply(data: CartListData): void {
    this.data = data;
    this.status = 'ready';
    this.root.cart.setCount(data.cart_count);
    this.root.cart.setTotal(data.totals.total);
  }

  /**
   * Loads the cart. An answer that arrives while changes are still on their way is dropped (it
   * would undo them on screen); the last change loads again. Resolves false when it failed.
   */
  async load(): Promise<boolean> {
    const seq = ++this.loadSeq;
    if (!this.data) this.status = 'loading';
    try {
      const data = await unwrap(cartApi.getCartList());
      if (seq !== this.loadSeq || this.pending > 0) return true;
      runInAction(() => this.apply(data));
      return true;
    } catch {
      // A refusal was toasted by the wrapper; the screen says a transport failure (load() false).
      if (seq === this.loadSeq && !this.data) runInAction(() => (this.status = 'error'));
      return false;
    }
  }

  /** Runs a change after the ones before it, then loads the cart again when none is left. */
  private async change(
    send: () => Promise<Envelope<{ cart_count: number }>>,
    counted = false,
  ): Promise<boolean> {
    if (!counted) this.pending++;
    const run = this.queue.then(async () => {
      try {
        const data = await unwrap(send());
        this.root.cart.setCount(data.cart_count);
        return true;
      } catch {
        // A refusal was toasted by the wrapper; the load after the last change shows the server's
        // cart again (the optimistic line goes back).
        return false;
      }
    });
    this.queue = run;
    const ok = await run;
    this.pending--;
    if (this.pending === 0) await this.load();
    return ok;
  }

  private setLines(ids: readonly number[], checked: boolean): Promise<boolean> {
    if (!this.data || ids.length === 0) return Promise.resolve(true);
    this.data = applyCheck(this.data, ids, checked);
    this.root.cart.setTotal(this.data.totals.total);
    return this.change(() => cartApi.checkCart(ids, checked));
  }

  toggleLine(line: CartLineV2): Promise<boolean> {
    return this.setLines([line.id], !line.isCheck);
  }

  toggleSeller(sellerId: number): Promise<boolean> {
    const group = this.data?.groups.find((g) => g.seller_id === sellerId);
    if (!group) return Promise.resolve(true);
    const on = checkState(group.lines) !== 'all';
    return this.setLines(
      group.lines.filter((l) => !l.invalid).map((l) => l.id),
      on,
    );
  }

  toggleAll(): Promise<boolean> {
    const on = this.allState !== 'all';
    return this.setLines(
      validLines(this.data)
        .filter((l) => !l.invalid)
        .map((l) => l.id),
      on,
    );
  }

  /** Shows the quantity at once and sends it when the stepper has been still for a moment. */
  setQuantity(line: CartLineV2, quantity: number): void {
    if (!this.data || !Number.isInteger(quantity) || quantity < 1) return;
    this.data = applyQuantity(this.data, line.id, quantity);
    this.root.cart.setCount(this.data.cart_count);
    this.root.cart.setTotal(this.data.totals.total);
    const waiting = this.timers.get(line.id);
    if (waiting) clearTimeout(waiting.timer);
    else this.pending++;
    const send = () => {
      this.timers.delete(line.id);
      void this.change(() => cartApi.addCart(line.goods_id, line.sku_id, quantity, 'set'), true);
    };
    this.timers.set(line.id, { timer: setTimeout(send, QUANTITY_DEBOUNCE_MS), send });
  }

  remove(ids: readonly number[]): Promise<boolean> {
    if (!this.data || ids.length === 0) return Promise.resolve(true);
    this.data = removeLines(this.data, ids);
    this.root.cart.setCount(this.data.cart_count);
    this.root.cart.setTotal(this.data.totals.total);
    return this.change(() => cartApi.delCart(ids));
  }

  /** Sends the quantities still waiting (the screen is closing). */
  flush(): void {
    for (const { timer, send } of [...this.timers.values()]) {
      clearTimeout(timer);
      send();
    }
  }
}
