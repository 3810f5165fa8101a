import { proxy, useSnapshot } from 'valtio';
import { now } from '../lib/clock';
import { registerStore } from '../state/reset';
import { readStoredJson, writeStored } from '../state/storage';

/**
 * The player's LGPD choice about advertising and measurement cookies (spec 1 "ad-pixel tracking:
 * events posted to an ad-attribution provider"). Necessary storage (session, language, device id)
 * needs no consent; ad pixels do, so none loads until the player accepts.
 *
 * CHOICE: kept in localStorage as `{ version, advertising, decidedAt }`. `decidedAt` records
 * when the choice was made (LGPD art. 8: the controller must be able to show consent). A stored
 * choice of another `version` counts as no choice: when the purposes change, the version goes
 * up and every player is asked again.
 */
export const CONSENT_STORAGE_KEY = 'vitrine.consent';
export const CONSENT_VERSION = 1;

export type ConsentChoice = 'accepted' | 'refused';

type ConsentState = {
  /** null until the player chooses: the banner shows. */
  choice: ConsentChoice | null;
  /** The settings sheet (purposes) is open, from the banner or from /setting. */
  settingsOpen: boolean;
};

function storedChoice(): ConsentChoice | null {
  const stored = readStoredJson(CONSENT_STORAGE_KEY);
  if (stored?.version !== CONSENT_VERSION || typeof stored.advertising !== 'boolean') return null;
  return stored.advertising ? 'accepted' : 'refused';
}

/** The consent store. */
export const consentState = proxy<ConsentState>({ choice: storedChoice(), settingsOpen: false });

const choiceListeners = new Set<(choice: ConsentChoice) => void>();

/** Hears every choice as it is made, synchronously (events.ts drops its queue on a refusal). */
export function onConsentChoice(listener: (choice: ConsentChoice) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** Keeps the player's choice (accept or refuse advertising) and closes the banner and sheet. */
export function chooseConsent(advertising: boolean): void {
  writeStored(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: CONSENT_VERSION, advertising, decidedAt: now() }),
  );
  const choice = advertising ? 'accepted' : 'refused';
  consentState.choice = choice;
  consentState.settingsOpen = false;
  for (const listener of choiceListeners) listener(choice);
}

/** Opens the purposes sheet (the banner's "Configurações", the /setting privacy row). */
export function openConsentSettings(): void {
  consentState.settingsOpen = true;
}

/** Closes the sheet without choosing: the banner stays while there is no choice. */
export function closeConsentSettings(): void {
  consentState.settingsOpen = false;
}

/** The choice and whether the sheet is open, for rendering. */
export function useConsent(): Readonly<ConsentState> {
  return useSnapshot(consentState);
}

registerStore(() => {
  consentState.choice = storedChoice();
  consentState.settingsOpen = false;
});
