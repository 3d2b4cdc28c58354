import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { homeTourSteps } from './home-tour-steps';

const t = i18n.t.bind(i18n);

describe('the steps of the first-login tour of home', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('walks the bags, the products, the menu, the cart and the savings, in Spanish', () => {
    const steps = homeTourSteps(t, { firstName: 'Laura', isMobile: false, year: 2027 });
    expect(steps.map((s) => s.element)).toEqual([
      '[data-tour="bags"]',
      '[data-tour="products"]',
      '[data-tour="menu"]',
      '[data-tour="cart"]',
      '[data-tour="savings"]',
    ]);
    expect(steps[0]?.popover?.title).toBe('¡Hola, Laura! Estas son tus bolsas');
    expect(steps[2]?.popover).toMatchObject({ side: 'right', description: i18n.t('tour.steps.menu.body') });
  });

  it('names the plan year its figures are of, never "this year" (the bags and savings shown may be next year’s)', () => {
    const steps = homeTourSteps(t, { firstName: 'Laura', isMobile: false, year: 2027 });
    for (const step of [steps[0], steps[4]]) {
      expect(step?.popover?.description).toContain('2027');
      expect(step?.popover?.description).not.toMatch(/este año/);
    }
  });

  it('on a phone points at the menu button and at the first product tile', () => {
    document.body.innerHTML = '<div data-tour="products"><a href="/products/food">Comida</a><a href="/products/gym">Gimnasio</a></div>';
    const steps = homeTourSteps(t, { firstName: 'Laura', isMobile: true, year: 2027 });
    expect(steps[2]).toMatchObject({ element: '[data-tour="menu-button"]', popover: { description: i18n.t('tour.steps.menu.bodyMobile') } });
    const products = steps[1]?.element;
    expect(typeof products).toBe('function');
    expect((products as () => Element)().textContent).toBe('Comida');
  });

  it('escapes the name: driver.js writes the title as HTML', () => {
    const [welcome] = homeTourSteps(t, { firstName: '<img src=x onerror=alert(1)>', isMobile: false, year: 2027 });
    expect(welcome?.popover?.title).not.toContain('<img');
    expect(welcome?.popover?.title).toContain('&lt;img');
  });
});
