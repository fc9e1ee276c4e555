import { accountRows } from '@bookshop/sdk/rules';
import { describe, expect, it, vi } from 'vitest';
import {
  accountRowNotSavedMessage,
  accountRowSavedMessage,
  createAccountRowsController,
} from './accountRowsController';

describe('createAccountRowsController', () => {
  it('opens one row at a time: opening another closes the first', () => {
    const onEditingChange = vi.fn();
    const rows = createAccountRowsController({ rows: accountRows('b2c'), onEditingChange });
    expect(rows.getState()).toEqual({ editing: null });
    rows.edit('phone');
    rows.edit('gender');
    expect(rows.getState()).toEqual({ editing: 'gender' });
    rows.close();
    expect(rows.getState()).toEqual({ editing: null });
    expect(onEditingChange.mock.calls).toEqual([['phone'], ['gender'], [null]]);
  });

  it('never opens a row the customer may not edit, nor a hidden one', () => {
    const business = createAccountRowsController({ rows: accountRows('b2b') });
    for (const key of ['name', 'email', 'deliveryAddress', 'abn'] as const) business.edit(key);
    expect(business.getState().editing).toBeNull();
    business.edit('birthday');
    expect(business.getState().editing).toBe('birthday');
    const consumer = createAccountRowsController({ rows: accountRows('b2c') });
    consumer.edit('abn');
    expect(consumer.getState().editing).toBeNull();
  });

  it('tells subscribers only of real changes', () => {
    const rows = createAccountRowsController({ rows: accountRows('staff') });
    const listener = vi.fn();
    const stop = rows.subscribe(listener);
    rows.edit('name');
    rows.edit('name');
    rows.close();
    rows.close();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    rows.edit('email');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes an open row that the new rows lock, and keeps one they still allow', () => {
    const rows = createAccountRowsController({ rows: accountRows('b2c'), defaultEditing: 'email' });
    expect(rows.getState().editing).toBe('email');
    rows.setRows(accountRows('staff'));
    expect(rows.getState().editing).toBe('email');
    rows.setRows(accountRows('b2b'));
    expect(rows.getState().editing).toBeNull();
  });

  it('ignores a first row that may not open', () => {
    expect(createAccountRowsController({ rows: accountRows('b2b'), defaultEditing: 'name' }).getState()).toEqual({
      editing: null,
    });
  });
});

describe('row save messages', () => {
  it('reads as the spec words them', () => {
    expect(accountRowSavedMessage('Name')).toBe('Name updated successfully');
    expect(accountRowNotSavedMessage('Delivery Address')).toBe('Delivery Address not updated successfully');
  });
});
