// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentResult, invoiceResult } from './invoiceFixtures';
import { renderWithProviders, testViewer } from '../../shared/renderWithProviders';
import { UpdateComponentView } from './UpdateComponentView';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(cleanup);

const business = {
  ...testViewer,
  company: { ...testViewer.company, type: 'B', region: 'UK', currencySymbol: '£', isHealth: false },
};

function renderFor(viewer = testViewer) {
  renderWithProviders(
    <UpdateComponentView component={componentResult()} invoice={invoiceResult()} onDone={() => undefined} />,
    { viewer },
  );
}

describe('update a line', () => {
  it('asks a health practice for the medical codes', () => {
    renderFor();
    expect(screen.getByLabelText(/BHF Code/)).toBeTruthy();
    expect(screen.getByLabelText(/Diagnosis Code 1/)).toBeTruthy();
  });

  it('does not ask another business for them', () => {
    renderFor(business as typeof testViewer);
    expect(screen.getByLabelText(/Description/)).toBeTruthy();
    expect(screen.queryByLabelText(/BHF Code/)).toBeNull();
    expect(screen.queryByLabelText(/NAPPI Code/)).toBeNull();
    expect(screen.queryByLabelText(/Diagnosis Code/)).toBeNull();
  });
});
