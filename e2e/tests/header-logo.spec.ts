import { expect, LAURA, openLoggedIn, test } from '../fixtures';

/**
 * At a phone's width the header's logo was a 96 × 28 px box, where acme's
 * wordmark came out about 7 px high. It now takes the room the actions leave; the actions stay
 * whole, on screen and apart from each other.
 */
for (const width of [320, 375]) {
  test(`at ${width} px the header's logo is legible and every header control stays on screen`, async ({ page, login }) => {
    await page.setViewportSize({ width, height: 720 });
    await openLoggedIn(page, await login('acme', LAURA), '/documents');
    const header = page.locator('header');
    const logo = header.getByTestId('company-logo');
    await expect(logo).toBeVisible();
    // The image's box is 40 px high; what counts is the drawn logo: acme's is about 5 times wider
    // than high, so its text is about a third of that. It was drawn 19 px high at both widths.
    const drawn = await logo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    });
    expect(drawn.height).toBeGreaterThanOrEqual(width < 375 ? 25 : 36);

    const controls = header.locator('button:visible, a:visible, [data-testid="header-avatar"]');
    const boxes = await controls.evaluateAll((elements) =>
      elements.map((e) => ({ name: e.getAttribute('aria-label') ?? e.tagName, ...e.getBoundingClientRect().toJSON() })),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(5); // burger, logo, avatar, cart, logout
    for (const box of boxes) {
      expect(box.left, box.name).toBeGreaterThanOrEqual(0);
      expect(box.right, box.name).toBeLessThanOrEqual(width);
    }
    // Side by side, never one over another (squeezed, the avatar slid under the savings icon).
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right - 1 && b.left < a.right - 1)
        .map((b) => `${a.name} × ${b.name}`),
    );
    expect(overlapping).toEqual([]);
  });
}
