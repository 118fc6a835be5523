'use client';

import { useSyncExternalStore } from 'react';
import { browserConsentPlace, loadConsent, storeConsent, type Consent, type ConsentChoice } from '@/lib/consent';

/**
 * The page's view of the visitor's choice, shared by the banner, the dialogs, the footer
 * control and the analytics loader. `undefined` = not read yet (server
 * render and hydration), `null` = no valid choice: the banner asks.
 */
type Snapshot = Consent | null | undefined;

let current: Snapshot;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function read(): Snapshot {
  if (current === undefined) current = loadConsent(browserConsentPlace());
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice; `undefined` until the page has hydrated, so server and client agree. */
export function useConsent(): Snapshot {
  return useSyncExternalStore(subscribe, read, () => undefined);
}

/** Stores a choice (localStorage and cookie) and tells every listener. */
export function saveConsent(choice: ConsentChoice): Consent {
  current = storeConsent(browserConsentPlace(), choice);
  emit();
  return current;
}

/**
 * A request for the settings made while no manager listens: the footer control hydrates on its
 * own, and can take a click before the manager's effect has subscribed. It is delivered then.
 */
let settingsRequested = false;
const settingsListeners = new Set<() => void>();

/** Forgets what this module read, so the next read sees storage again (tests). */
export function resetConsentStore(): void {
  current = undefined;
  settingsRequested = false;
  emit();
}

/** Asks the consent manager to open the cookie settings (the footer control). */
export function openConsentSettings(): void {
  if (!settingsListeners.size) settingsRequested = true;
  for (const listener of settingsListeners) listener();
}

/** Subscribes the manager to requests for the settings, including one made before it listened. */
export function onOpenConsentSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  if (settingsRequested) {
    settingsRequested = false;
    listener();
  }
  return () => settingsListeners.delete(listener);
}
