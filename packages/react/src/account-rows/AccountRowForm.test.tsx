import { accountRows, type NameInput, nameSchema } from '@bookshop/sdk/rules';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountRowForm, type AccountRowSaveOutcome } from './AccountRowForm';
import { useAccountRows } from './useAccountRows';

type Save = (values: NameInput) => Promise<AccountRowSaveOutcome<NameInput>>;

function NameForm(props: { onSave: Save; onCancel?: () => void }) {
  return (
    <AccountRowForm
      aria-label="Edit Name"
      schema={nameSchema}
      defaultValues={{ title: 'Mrs', firstName: 'Grace', lastName: 'Lee' }}
      onSave={props.onSave}
      onCancel={props.onCancel ?? (() => {})}
    >
      {({ register, formState: { errors } }) => (
        <>
          <label>
            Title <input {...register('title')} />
          </label>
          <p>{errors.title?.message}</p>
          <label>
            First name <input {...register('firstName')} />
          </label>
          <p>{errors.firstName?.message}</p>
          <label>
            Surname <input {...register('lastName')} />
          </label>
          <p>{errors.lastName?.message}</p>
        </>
      )}
    </AccountRowForm>
  );
}

describe('AccountRowForm', () => {
  it('focuses the first field and shows the schema’s messages without saving', async () => {
    const onSave = vi.fn<Save>();
    render(<NameForm onSave={onSave} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'G');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Too Short!')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the parsed values (trimmed) and shows Saving… meanwhile', async () => {
    let finish: (outcome: AccountRowSaveOutcome<NameInput>) => void = () => {};
    const onSave = vi.fn<Save>(() => new Promise((resolve) => (finish = resolve)));
    render(<NameForm onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), ' Naomi ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Mrs', firstName: 'Naomi', lastName: 'Lee' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' }).disabled).toBe(true);
    await act(async () => finish({ ok: true }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('puts a refusal under its field, or above the buttons, and shows the values stored now', async () => {
    const onSave = vi
      .fn<Save>()
      .mockResolvedValueOnce({ ok: false, field: 'lastName', message: 'Too Short!' })
      .mockResolvedValueOnce({
        ok: false,
        message: 'Changed in another window',
        values: { title: 'Ms', firstName: 'Ruth', lastName: 'Lee' },
      });
    render(<NameForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too Short!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Surname'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Changed in another window');
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ruth');
    expect(screen.getByRole('form', { name: 'Edit Name' }).getAttribute('data-state')).toBe('refused');
  });

  it('cancels on Cancel and on Escape', async () => {
    const onCancel = vi.fn();
    render(<NameForm onSave={vi.fn<Save>()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('useAccountRows', () => {
  it('answers the visible rows and one open editor, closing it when the rows lock it', () => {
    const consumer = accountRows('b2c');
    const business = accountRows('b2b');
    const { result, rerender } = renderHook(({ rows }) => useAccountRows(rows), { initialProps: { rows: consumer } });
    expect(result.current.rows.map((row) => row.label)).toEqual([
      'Name',
      'Phone',
      'Email',
      'Delivery Address',
      'Birthday',
      'Gender',
    ]);
    act(() => result.current.edit('name'));
    expect(result.current.editing).toBe('name');
    act(() => result.current.edit('phone'));
    expect(result.current.editing).toBe('phone');
    act(() => result.current.edit('email'));
    rerender({ rows: business });
    expect(result.current.editing).toBeNull();
    expect(result.current.rows.map((row) => row.key)).toContain('abn');
  });
});
