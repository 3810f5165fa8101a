import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import * as styles from './devPanel.css';

/*
 * The demo app's dev panel, so whoever demos the app can trigger each scenario: a collapsed
 * '⚙' handle on the left edge (named "Demo") that opens a small non-modal panel. It lives in
 * mocks/, so it only exists in `npm start` (--mode demo) and never reaches the production
 * bundle. Its words are for the people demoing the app, not for players: English like the
 * scenario summaries it lists, written here rather than in the pt-BR catalog (which ships).
 */

export type DemoScenario = {
  name: string;
  /** One line saying what the scenario does (mocks/scenarios.ts). */
  summary: string;
  /** Pushes a socket message: the panel offers to send it now. */
  live: boolean;
};

export type DemoCredentials = { phone: string; password: string; smsCode: string };

export type DevPanelProps = {
  scenarios: readonly DemoScenario[];
  /** Scenarios already applied when the panel mounts (from the address). */
  initialApplied: readonly string[];
  account: DemoCredentials;
  /** Applies a scenario; returns every scenario applied since the last reset. */
  onApply: (name: string) => readonly string[];
  /** Sends a live scenario's socket message now. */
  onFireNow: (name: string) => void;
  onReset: () => void;
  /** Logs the demo player in at once (no form). */
  onDemoLogin: () => void;
  onVisitor: () => void;
};

/** The panel itself; actions come from `startDemo` (mocks/demo.ts). */
export function DevPanel({
  scenarios,
  initialApplied,
  account,
  onApply,
  onFireNow,
  onReset,
  onDemoLogin,
  onVisitor,
}: DevPanelProps) {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<readonly string[]>(initialApplied);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const statusText =
    applied.length === 0 ? 'No scenario applied.' : `Applied: ${applied.join(', ')}.`;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    // Escape from anywhere inside the panel closes it and returns focus to the toggle.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.root} lang="en" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Demo"
        title="Demo"
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⚙</span>
      </button>
      <section id={panelId} className={styles.panel} aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId} className={styles.heading}>
          Demo backend
        </h2>
        <p className={styles.note} role="status">
          {statusText}
        </p>

        <h3 className={styles.subheading}>Scenarios</h3>
        <ul className={styles.scenarios}>
          {scenarios.map(({ name, summary, live }) => {
            const isApplied = applied.includes(name);
            return (
              <li key={name} className={styles.scenario}>
                <div className={styles.scenarioActions}>
                  {/* Applied until the world is reset: a second click has nothing to do. */}
                  <button
                    type="button"
                    className={styles.action}
                    aria-disabled={isApplied || undefined}
                    onClick={() => {
                      if (!isApplied) setApplied(onApply(name));
                    }}
                  >
                    {isApplied && <span aria-hidden="true">✓ </span>}
                    {name}
                  </button>
                  {live && (
                    <button
                      type="button"
                      className={styles.action}
                      aria-label={`Send ${name} now`}
                      onClick={() => onFireNow(name)}
                    >
                      Send now
                    </button>
                  )}
                </div>
                <p className={styles.note}>{summary}</p>
              </li>
            );
          })}
        </ul>
        <div className={styles.scenarioActions}>
          <button type="button" className={styles.action} onClick={onReset}>
            Reset the world
          </button>
          <button type="button" className={styles.action} onClick={onVisitor}>
            Start as visitor
          </button>
        </div>
        {/* A reload keeps the world (world/persist.ts): say where the way back to the seed is. */}
        <p className={styles.note}>
          This tab keeps the world across reloads; a reset starts over from the seed.
        </p>

        <h3 className={styles.subheading}>Demo account</h3>
        <dl className={styles.account}>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.value}>{account.phone}</dd>
          <dt className={styles.term}>Password</dt>
          <dd className={styles.value}>{account.password}</dd>
          <dt className={styles.term}>SMS code</dt>
          <dd className={styles.value}>{account.smsCode}</dd>
        </dl>
        <div className={styles.scenarioActions}>
          <button type="button" className={styles.action} onClick={onDemoLogin}>
            Log in as the demo player
          </button>
        </div>
      </section>
    </div>
  );
}

/** Mounts the panel in its own root at the end of <body>, outside the app's tree. */
export function mountDevPanel(props: DevPanelProps): () => void {
  const host = document.createElement('div');
  host.dataset.demoPanel = '';
  document.body.append(host);
  const root = createRoot(host);
  root.render(<DevPanel {...props} />);
  return () => {
    root.unmount();
    host.remove();
  };
}
