/**
 * The app's one toaster (spec §8: every toast lasts 3 seconds). OverlayToaster.create() is asynchronous in
 * Blueprint 6, so it is created once, on first use, and shared.
 */
import { Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { ErrorIcon, TickCircleIcon } from '@blueprintjs/icons';
import { createElement, type JSX } from 'react';
import { errorMessage } from './errorMessage';

export const TOAST_TIMEOUT_MS = 3000;

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 5 });
  return toaster;
}

function show(message: string, intent: Intent, icon: JSX.Element): void {
  getToaster()
    .then((t) => t.show({ message, intent, icon, timeout: TOAST_TIMEOUT_MS }))
    .catch((error: unknown) => console.error('Could not show a toast:', message, error));
}

export function showSuccess(text: string): void {
  show(text, Intent.SUCCESS, createElement(TickCircleIcon));
}

export function showError(text: string): void {
  show(text, Intent.DANGER, createElement(ErrorIcon));
}

/** Shows an error toast for a failed call with the person-readable sentence of errorMessage(). */
export function showErrorFor(error: unknown): void {
  console.error(error);
  showError(errorMessage(error));
}
