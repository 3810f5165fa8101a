import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShareLinks, promoLink, SHARE_TARGETS, shareTargetsFor } from './share';

describe('promoLink', () => {
  it.each([
    ['https://vitrine.example', 'https://vitrine.example/u/VTR7K2'],
    ['https://vitrine.example/', 'https://vitrine.example/u/VTR7K2'],
    ['vitrine.example', 'https://vitrine.example/u/VTR7K2'],
    ['  vitrine.example  ', 'https://vitrine.example/u/VTR7K2'],
    ['http://promo.example:8080/landing?x=1', 'http://promo.example:8080/u/VTR7K2'],
    ['HTTPS://Vitrine.Example', 'https://vitrine.example/u/VTR7K2'],
  ])('builds the /u/ link on %s', (domain, link) => {
    expect(promoLink(domain, 'VTR7K2')).toBe(link);
  });

  it.each([
    ['no domain', '', 'VTR7K2'],
    ['a script domain', 'javascript:alert(1)', 'VTR7K2'],
    ['a data domain', 'data:text/html,hi', 'VTR7K2'],
    ['credentials', 'https://user:pw@vitrine.example', 'VTR7K2'],
    ['a space inside', 'vitrine .example', 'VTR7K2'],
    ['no code', 'https://vitrine.example', ''],
    ['a code with a slash', 'https://vitrine.example', 'VTR/../x'],
    ['a code with a query', 'https://vitrine.example', 'VTR?x=1'],
  ])('gives no link for %s', (_name, domain, code) => {
    expect(promoLink(domain, code)).toBe('');
  });

  it('always gives a link the referral reader accepts back (spec 2 and 5)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), (domain, code) => {
        const link = promoLink(domain, code);
        expect(new URL(link).pathname).toBe(`/u/${code}`);
      }),
    );
  });
});

describe('shareTargetsFor', () => {
  it('offers every spec 7 target on phones', () => {
    for (const appType of ['3', '4', '6', '7', '']) {
      expect(shareTargetsFor(appType)).toEqual([...SHARE_TARGETS]);
    }
    expect(SHARE_TARGETS).toContain('sms');
  });

  it('removes SMS for platform type 5, the desktop (spec 5)', () => {
    expect(shareTargetsFor('5')).toEqual(SHARE_TARGETS.filter((target) => target !== 'sms'));
  });
});

describe('buildShareLinks', () => {
  const url = 'https://vitrine.example/u/VTR7K2';
  const text = 'Jogue comigo & ganhe: código #VTR7K2 +bônus à vista';

  const linksOf = (appType: string) =>
    Object.fromEntries(buildShareLinks({ url, text, appType }).map((l) => [l.target, l.href]));

  it('encodes the text and the link in every target', () => {
    const links = linksOf('3');
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
    expect(links.telegram).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    );
    expect(links.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    );
    expect(links.instagram).toBe('https://www.instagram.com/');
    expect(links.sms).toBe(`sms:?&body=${encodeURIComponent(`${text} ${url}`)}`);
  });

  it('keeps &, #, + and accents from breaking out of their parameter', () => {
    const telegram = new URL(linksOf('3').telegram ?? '');
    expect(telegram.searchParams.get('text')).toBe(text);
    expect(telegram.searchParams.get('url')).toBe(url);
    expect([...telegram.searchParams.keys()]).toEqual(['url', 'text']);
    expect(telegram.hash).toBe('');
    const whatsapp = new URL(linksOf('3').whatsapp ?? '');
    expect(whatsapp.searchParams.get('text')).toBe(`${text} ${url}`);
  });

  it('round-trips any text through the twitter link', () => {
    fc.assert(
      fc.property(fc.string(), (anyText) => {
        const [twitter] = buildShareLinks({ url, text: anyText, appType: '3' }).filter(
          (l) => l.target === 'twitter',
        );
        const parsed = new URL(twitter?.href ?? '');
        expect(parsed.searchParams.get('text')).toBe(anyText);
        expect(parsed.searchParams.get('url')).toBe(url);
      }),
    );
  });

  it('has no SMS link for platform type 5 (spec 5)', () => {
    const targets = buildShareLinks({ url, text, appType: '5' }).map((l) => l.target);
    expect(targets).not.toContain('sms');
    expect(targets).toHaveLength(SHARE_TARGETS.length - 1);
  });

  it('opens only https pages and the sms: scheme', () => {
    for (const { target, href } of buildShareLinks({ url, text, appType: '3' })) {
      expect(new URL(href).protocol).toBe(target === 'sms' ? 'sms:' : 'https:');
    }
  });
});
