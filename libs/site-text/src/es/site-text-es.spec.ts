import { ABOUT_TABS } from '../seed/about';
import { FAQ } from '../seed/faq';
import { loadSiteText, translatedFaq } from '../site-text-language';
import { ABOUT_BODIES_ES } from './about-es';
import { FAQ_ES } from './faq-es';

const linksIn = (md: string): string[] => [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
const boldCount = (md: string) => (md.match(/\*\*/g) ?? []).length;

describe('the site texts in Spanish (issue 45)', () => {
  it('has every question and only those, each with the same links and emphasis as the English', () => {
    expect(Object.keys(FAQ_ES).sort()).toEqual(FAQ.map((f) => f.id).sort());
    for (const f of FAQ) {
      const es = FAQ_ES[f.id];
      expect({ id: f.id, links: linksIn(es.answer), bold: boldCount(es.answer) }).toEqual({
        id: f.id,
        links: linksIn(f.answer),
        bold: boldCount(f.answer),
      });
      expect(es.question).not.toBe(f.question);
    }
  });

  it('has every about tab, with the same lists and links', () => {
    for (const tab of ABOUT_TABS) {
      const es = ABOUT_BODIES_ES[tab.id];
      expect(linksIn(es)).toEqual(linksIn(tab.body));
      expect(es.split('\n').filter((l) => l.startsWith('- ')).length).toBe(
        tab.body.split('\n').filter((l) => l.startsWith('- ')).length,
      );
    }
  });

  it('loads the Spanish for a Spanish page only, and puts it into the FAQ by id', async () => {
    expect(await loadSiteText('en')).toBeUndefined();
    const es = await loadSiteText('es');
    const [first] = translatedFaq(FAQ.slice(0, 1), es);
    expect(first).toMatchObject({
      id: 'where-prices-come-from',
      question: '¿De dónde salen sus precios?',
      translated: true,
    });
    expect(translatedFaq(FAQ.slice(0, 1), undefined)[0]).toMatchObject({
      question: FAQ[0].question,
      translated: false,
    });
  });
});
