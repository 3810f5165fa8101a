import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('says the count in words and shows the number', () => {
    render(<Badge count={3} />);
    expect(screen.getByText('3 novidades')).toBeTruthy();
    expect(screen.getByText('3').getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the singular for one', () => {
    render(<Badge count={1} />);
    expect(screen.getByText('1 novidade')).toBeTruthy();
  });

  it('caps at 99+ and says "more than 99"', () => {
    render(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(screen.getByText('Mais de 99 novidades')).toBeTruthy();
  });

  it('is hidden at zero but keeps the child', () => {
    const { container } = render(
      <Badge count={0}>
        <span>sino</span>
      </Badge>,
    );
    expect(container.textContent).toBe('sino');
  });

  it('shows zero when asked to', () => {
    render(<Badge count={0} showZero />);
    expect(screen.getByText('0 novidades')).toBeTruthy();
  });

  it('renders nothing for a negative or non-finite count', () => {
    const { container } = render(
      <>
        <Badge count={-4} />
        <Badge count={Number.NaN} />
      </>,
    );
    expect(container.textContent).toBe('');
  });

  it('announces the dot and the gift in words', () => {
    render(
      <>
        <Badge variant="dot" />
        <Badge variant="gift" />
      </>,
    );
    expect(screen.getByText('Há novidades')).toBeTruthy();
    expect(screen.getByText('Ganhe um presente')).toBeTruthy();
  });
});
