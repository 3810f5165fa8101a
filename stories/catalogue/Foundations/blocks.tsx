import { formatRatio, contrastGrade } from '../../../src/lib/contrast';
import * as styles from './blocks.css';
import {
  colorGroups,
  contrastRows,
  fontWeights,
  fonts,
  knownContrastGaps,
  lineHeights,
  motionScale,
  pairName,
  palettes,
  px,
  radiusScale,
  sizeScale,
  spaceScale,
  themeLabels,
  themeShadows,
  typeScale,
  zIndexScale,
  type ThemeKey,
} from './tokens';

/*
 * Blocks of the Foundations docs pages (stories/catalogue/Foundations/*.mdx). Each reads the
 * token objects (tokens.ts), never a copied value. Names are the contract's: a designer's
 * `color.textMuted` is a developer's `vars.color.textMuted`.
 */

const THEMES: readonly ThemeKey[] = ['dark', 'light'];

/** Every colour token, grouped, with its value in both themes. */
export function ColorPalette() {
  return (
    <div className={styles.block}>
      {colorGroups.map((group) => (
        <section key={group.name}>
          <h3>{group.name}</h3>
          <div className={styles.swatchGrid}>
            {group.tokens.map((token) => (
              <div key={token} className={styles.swatch}>
                <div style={{ display: 'flex' }}>
                  {THEMES.map((theme) => (
                    <div
                      key={theme}
                      className={styles.chip}
                      style={{ flex: 1, background: palettes[theme][token] }}
                      title={`${themeLabels[theme]}: ${palettes[theme][token]}`}
                    />
                  ))}
                </div>
                <div className={styles.swatchText}>
                  <strong className={styles.code}>color.{token}</strong>
                  <br />
                  <span className={styles.code}>
                    {palettes.dark[token]} · {palettes.light[token]}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
      <p>Em cada amostra: à esquerda o tema escuro (padrão), à direita o claro.</p>
    </div>
  );
}

/** Every foreground/background pairing the components use, with its computed WCAG ratio. */
export function ContrastTable({ theme }: { theme: ThemeKey }) {
  const rows = contrastRows(theme);
  const palette = palettes[theme];
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        Tema {themeLabels[theme]}: {rows.filter((row) => row.passes).length} de {rows.length}{' '}
        combinações no mínimo AA
      </caption>
      <thead>
        <tr>
          <th className={styles.cell}>Amostra</th>
          <th className={styles.cell}>Texto / elemento</th>
          <th className={styles.cell}>Sobre</th>
          <th className={styles.cell}>Uso</th>
          <th className={styles.cell}>Contraste</th>
          <th className={styles.cell}>Mínimo</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const known = knownContrastGaps.includes(pairName(row));
          return (
            <tr key={`${row.fg}-${row.bg}`}>
              <td className={styles.cell}>
                <span
                  className={styles.sample}
                  style={
                    row.kind === 'text'
                      ? { background: row.bgValue, color: row.fgValue }
                      : {
                          background: row.bgValue,
                          color: palette.text,
                          outline: `2px solid ${row.fgValue}`,
                          outlineOffset: -4,
                        }
                  }
                >
                  {row.kind === 'text' ? 'R$ 1.234,56' : 'Borda'}
                </span>
              </td>
              <td className={`${styles.cell} ${styles.code}`}>{row.fg}</td>
              <td className={`${styles.cell} ${styles.code}`}>{row.bg}</td>
              <td className={styles.cell}>{row.usage}</td>
              <td className={styles.cell}>
                <span className={row.passes ? styles.pass : styles.fail}>
                  {row.ratio === null ? '—' : formatRatio(row.ratio)}{' '}
                  {row.kind === 'text' && row.ratio !== null
                    ? contrastGrade(row.ratio)
                    : row.passes
                      ? 'ok'
                      : 'falha'}
                </span>
                {known ? ' (conhecido, ver abaixo)' : null}
              </td>
              <td className={styles.cell}>
                {row.required}:1 {row.kind === 'text' ? '(texto, 1.4.3)' : '(não texto, 1.4.11)'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The type scale: each size at each line height it is used with, in the app's font. */
export function TypeScale() {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Token</th>
          <th className={styles.cell}>Tamanho</th>
          <th className={styles.cell}>Amostra (Inter)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(typeScale).map(([name, size]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>fontSize.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{size}</td>
            <td className={styles.cell}>
              <span
                style={{ fontFamily: fonts.body, fontSize: size, lineHeight: lineHeights.tight }}
              >
                Saque via Pix em até 5 minutos
              </span>
            </td>
          </tr>
        ))}
        {Object.entries(fontWeights).map(([name, weight]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>fontWeight.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{weight}</td>
            <td className={styles.cell}>
              <span style={{ fontFamily: fonts.body, fontSize: typeScale.md, fontWeight: weight }}>
                Depositar R$ 50,00
              </span>
            </td>
          </tr>
        ))}
        {Object.entries(lineHeights).map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>lineHeight.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
            <td className={styles.cell}>
              <span
                style={{
                  display: 'block',
                  maxWidth: 260,
                  fontFamily: fonts.body,
                  fontSize: typeScale.sm,
                  lineHeight: value,
                }}
              >
                Bônus creditado após a confirmação do depósito, válido por 7 dias.
              </span>
            </td>
          </tr>
        ))}
        {Object.entries(fonts).map(([name, stack]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>font.{name}</td>
            <td className={`${styles.cell} ${styles.code}`} colSpan={2}>
              {stack}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spacing drawn to scale. */
export function SpacingScale() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(spaceScale).map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>space.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
            <td className={styles.cell}>
              <div className={styles.bar} style={{ width: Math.max(px(value), 1) }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Corner radii drawn to scale, and the two shadows of each theme. */
export function RadiusScale() {
  return (
    <div className={styles.block}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 20, margin: '12px 0 24px' }}>
        {Object.entries(radiusScale).map(([name, value]) => (
          <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
            <div className={styles.radiusBox} style={{ borderRadius: value }} />
            <figcaption className={styles.code}>
              radius.{name}
              <br />
              {value}
            </figcaption>
          </figure>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '12px 0 24px' }}>
        {THEMES.flatMap((theme) =>
          Object.entries(themeShadows[theme]).map(([name, value]) => (
            <figure
              key={`${theme}-${name}`}
              style={{
                margin: 0,
                padding: 24,
                background: palettes[theme].background,
                borderRadius: 12,
              }}
            >
              <div
                style={{
                  width: 96,
                  height: 56,
                  borderRadius: radiusScale.lg,
                  background: palettes[theme].surfaceRaised,
                  boxShadow: value,
                }}
              />
              <figcaption
                className={styles.code}
                style={{ color: palettes[theme].text, marginTop: 8 }}
              >
                shadow.{name} ({theme})
              </figcaption>
            </figure>
          )),
        )}
      </div>
    </div>
  );
}

/** Durations and the easing; hover or focus a track to see each one move. */
export function MotionScale() {
  const durations = Object.entries(motionScale).filter(([name]) => name.startsWith('duration'));
  return (
    <table className={styles.table}>
      <tbody>
        {durations.map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>motion.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
            <td className={styles.cell}>
              <button
                type="button"
                className={styles.motionTrack}
                aria-label={`Exemplo de movimento de ${value} (passe o ponteiro ou foque)`}
              >
                <span
                  className={styles.motionDot}
                  style={{
                    transitionDuration: value,
                    transitionTimingFunction: motionScale.easing,
                  }}
                />
              </button>
            </td>
          </tr>
        ))}
        <tr>
          <td className={`${styles.cell} ${styles.code}`}>motion.easing</td>
          <td className={`${styles.cell} ${styles.code}`} colSpan={2}>
            {motionScale.easing}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** z-index layers, bottom to top. */
export function LayerScale() {
  const layers = Object.entries(zIndexScale).sort(([, a], [, b]) => Number(a) - Number(b));
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Camada</th>
          <th className={styles.cell}>z-index</th>
        </tr>
      </thead>
      <tbody>
        {layers.map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>zIndex.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Sizes: the 44 px touch target drawn to scale, icons, and the frame's dimensions. */
export function SizeScale() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(sizeScale).map(([name, value]) => {
          const n = px(value);
          return (
            <tr key={name}>
              <td className={`${styles.cell} ${styles.code}`}>size.{name}</td>
              <td className={`${styles.cell} ${styles.code}`}>{value}</td>
              <td className={styles.cell}>
                {n <= 64 ? (
                  <span className={styles.touchTarget} style={{ width: n, height: n }}>
                    {name === 'touchTarget' ? 'toque' : null}
                  </span>
                ) : (
                  <div className={styles.bar} style={{ width: n / 2 }} title="metade da escala" />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
