import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RedPacketArt, type EnvelopeGeometry } from './RedPacketArt';

const SMALL: EnvelopeGeometry = {
  box: { x: 8, y: 3, width: 32, height: 42, radius: 6 },
  flap: { sides: 8, tip: 27 },
  seal: { y: 26, radius: 7 },
  mark: 'M24 21.2l1.6 3.2z',
};

function draw(children?: ReactNode) {
  const { container } = render(
    <RedPacketArt className="art" size={48} envelope={SMALL}>
      {children}
    </RedPacketArt>,
  );
  return container.querySelector('svg')!;
}

describe('RedPacketArt', () => {
  it('is decoration: hidden from screen readers and never focused', () => {
    const svg = draw();
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 48 48');
  });

  it('folds the flap from the rounded top corners down to its tip on the centre line', () => {
    const flap = draw().querySelector('path')!;
    expect(flap.getAttribute('d')).toBe('M8 9a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v8L24 27 8 17z');
  });

  it('seals the envelope on its centre line, the hand-drawn star on top', () => {
    const svg = draw();
    const seal = svg.querySelector('circle')!;
    expect([seal.getAttribute('cx'), seal.getAttribute('cy'), seal.getAttribute('r')]).toEqual([
      '24',
      '26',
      '7',
    ]);
    expect(svg.lastElementChild?.getAttribute('d')).toBe(SMALL.mark);
  });

  it('draws what it is given behind the envelope', () => {
    const svg = draw(<rect data-behind="" />);
    expect(svg.firstElementChild?.hasAttribute('data-behind')).toBe(true);
  });
});
