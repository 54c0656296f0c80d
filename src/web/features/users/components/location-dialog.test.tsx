// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { buildUser, earnings, unlocked } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { LocationDialog } from './location-dialog.tsx';

const CITY_FIRST = 'Enter a city, e.g. "Austin, TX, US"';

/** The server's location rule (docs/product.md §5): a city is required. */
function locationServer() {
  return fakeApi(({ method, path, body }) => {
    if (method !== 'PUT' || path !== '/api/me/location') return undefined;
    const text = (body as { location: string }).location;
    if (!text.split(',')[0]?.trim())
      return { status: 400, json: { error: { code: 'invalid_input', message: CITY_FIRST } } };
    return {
      json: earnings(
        buildUser({ location: { city: 'Austin', state: 'TX', country: 'US' } }),
        [],
        [unlocked('location-added')],
      ),
    };
  });
}

const field = () => screen.getByRole('textbox', { name: 'Location' });
const addButton = () => screen.getByRole('button', { name: 'Add Location' });

describe('LocationDialog', () => {
  it('asks where the user looks for work and cannot add an empty location', () => {
    locationServer();
    renderWithApp(<LocationDialog open onDone={() => {}} />, { me: buildUser() });
    expect(screen.getByRole('dialog', { name: 'Where are you looking for work?' })).toBeTruthy();
    expect(screen.getByText('For example "Austin, TX, US". State and country are optional.')).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.change(field(), { target: { value: '   ' } });
    expect(addButton()).toHaveProperty('disabled', true);
  });

  it('shows the validation message on the field for a location without a city', async () => {
    const server = locationServer();
    const onDone = vi.fn();
    renderWithApp(<LocationDialog open onDone={onDone} />, { me: buildUser() });
    fireEvent.change(field(), { target: { value: ', TX' } });
    fireEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CITY_FIRST);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/me/location', body: { location: ', TX' } },
    ]);
  });

  it('saves a good location and closes', async () => {
    const server = locationServer();
    const onDone = vi.fn();
    const { client } = renderWithApp(<LocationDialog open onDone={onDone} />, { me: buildUser() });
    fireEvent.change(field(), { target: { value: 'Austin, TX, US' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/me/location', body: { location: 'Austin, TX, US' } },
    ]);
    expect(client.getQueryData(queryKeys.me)).toMatchObject({ location: { city: 'Austin' } });
    expect(await screen.findByText('Achievement unlocked: Location Added')).toBeTruthy();
  });

  it('can be skipped without a request', () => {
    const server = locationServer();
    const onDone = vi.fn();
    renderWithApp(<LocationDialog open onDone={onDone} />, { me: buildUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(server.requests).toEqual([]);
  });
});
