import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../api/contract';
import { lotteryBanner, lotteryTap } from './lotteryTap';

const banner = (code: string, linkValue = ''): Banner => ({
  bannerType: 2,
  locationCode: code,
  code,
  h5PicUrl: '',
  pcPicUrl: '',
  linkUrl: '',
  linkValue,
});

describe('lotteryBanner', () => {
  it('finds the home-lottery banner, or none', () => {
    expect(lotteryBanner([banner('home-mainArea1'), banner('home-lottery', '7')])?.linkValue).toBe(
      '7',
    );
    expect(lotteryBanner([banner('home-mainArea1')])).toBeUndefined();
  });
});

describe('lotteryTap (spec 2, 6)', () => {
  it('opens the trial game for a player', () => {
    expect(lotteryTap({ linkValue: '10123' }, true)).toEqual({ kind: 'game', gameId: 10123 });
  });

  it('asks a visitor to register', () => {
    expect(lotteryTap({ linkValue: '10123' }, false)).toEqual({ kind: 'register' });
  });

  it.each(['', 'abc', '0', '-3', '1.5'])('does nothing without a game id (%j)', (linkValue) => {
    expect(lotteryTap({ linkValue }, true)).toEqual({ kind: 'none' });
    expect(lotteryTap({ linkValue }, false)).toEqual({ kind: 'none' });
  });
});
