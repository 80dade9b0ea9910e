/**
 * "Check this bill" with the hospital's own price file (45 CFR 180) in the browser. The e2e server imports
 * the CMS v3 JSON example on CCN 300019 (Cheshire Medical Center, Keene, NH) and Brattleboro Memorial's
 * cash prices (VT, CCN 470011) at start (HPT_FILES in playwright.config.ts).
 *
 * (The directory keeps CMS's upper-case names.)
 * 1. An insured bill: a plan with Platform Health Insurance PPO saved in settings, a visit at Keene picked
 *    in the event form, a bill for CPT 80048 with what insurance paid. The check shows the file's gross,
 *    cash and negotiated figures with their source line, the plan's allowed amount and what the plan
 *    makes the user owe, all worked out below from the file itself.
 * 2. A self-pay bill at Brattleboro for CPT 70551, compared with the file's cash price ($2,364.11).
 *
 * With PRICE_FILE_SHOTS=<folder>, screenshots at 1280 and 360 px wide are written there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn } from './support/accounts';
import { addBill, openSavedBill, typedDollars } from './support/bills';
import { PRICE_FILE_DATA } from './support/price-file-data';
import { elementShots, expectAccessible, screenshots, usd } from './support/page-checks';

const EXAMPLE = 'cms_hpt_v3.0.0_json_example.json';
const VT = 'hpt_normalized_cpt_prices_vt_470011.jsonl';
const CODE = '80048';
const PAYER = 'Platform Health Insurance';
const PLAN = 'PPO';

const shoot = screenshots('PRICE_FILE_SHOTS');

const shootElement = elementShots('PRICE_FILE_SHOTS');

const centsOf = (dollars: number) => Math.round(dollars * 100);

interface ExampleFile {
  last_updated_on: string;
  version: string;
  standard_charge_information: {
    description: string;
    code_information: { code: string; type: string }[];
    standard_charges: {
      setting: string;
      gross_charge?: number;
      discounted_cash?: number;
      minimum?: number;
      maximum?: number;
      payers_information?: { payer_name: string; plan_name: string; standard_charge_dollar?: number }[];
    }[];
  }[];
}

/** The example's figures for CODE, its element's line in the file and the plan's negotiated rate. */
function exampleFigures() {
  const text = fs.readFileSync(path.join(PRICE_FILE_DATA, EXAMPLE), 'utf8');
  const file = JSON.parse(text) as ExampleFile;
  const item = file.standard_charge_information.find((i) => i.code_information.some((c) => c.code === CODE))!;
  expect(item.standard_charges).toHaveLength(1);
  const charge = item.standard_charges[0];
  const rates = (charge.payers_information ?? []).filter(
    (p) => p.payer_name === PAYER && p.plan_name === PLAN && p.standard_charge_dollar !== undefined,
  );
  expect(rates).toHaveLength(1);
  // The element's line: the "{" opening the object whose description is the item's.
  const lines = text.split('\n');
  let line = lines.findIndex((l) => l.includes(`"description": ${JSON.stringify(item.description)}`));
  while (lines[line].trim() !== '{') line--;
  return {
    description: item.description,
    setting: charge.setting,
    grossCents: centsOf(charge.gross_charge!),
    cashCents: centsOf(charge.discounted_cash!),
    minCents: centsOf(charge.minimum!),
    maxCents: centsOf(charge.maximum!),
    rateCount: (charge.payers_information ?? []).length,
    allowedCents: centsOf(rates[0].standard_charge_dollar!),
    line: line + 1,
    sourceLabel: `${EXAMPLE}, dated ${file.last_updated_on}, version ${file.version}`,
  };
}

/** The VT file's first line for a code, and its cash price. */
function vtCash(code: string): { cashCents: number; line: number } {
  const lines = fs.readFileSync(path.join(PRICE_FILE_DATA, VT), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.trim() && (JSON.parse(l) as { cpt: string }).cpt === code);
  const cash = lines
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { cpt: string; type: string; price: number })
    .find((l) => l.cpt === code && l.type === 'cash')!;
  return { cashCents: centsOf(cash.price), line: at + 1 };
}

/** The plan saved below, in cents. */
const PLAN_TERMS = { deductibleLeft: 10_000, coinsurance: 20, copay: 3_000, oopLeft: 500_000 };

async function savePlan(page: Page) {
  await page.goto('/dashboard/settings');
  const section = page.getByTestId('insurance-section');
  const form = page.getByRole('form', { name: 'Your insurance' });
  await form.getByRole('combobox', { name: /Insurer/ }).fill('platform');
  await page.getByRole('option', { name: /platform health insurance/i }).click();
  await form.getByLabel('Plan name').fill(PLAN);
  await form.getByLabel('Yearly deductible ($)').fill('1500');
  await form.getByLabel('Deductible left this year ($)').fill(String(PLAN_TERMS.deductibleLeft / 100));
  await form.getByLabel('Coinsurance (%)').fill(String(PLAN_TERMS.coinsurance));
  await form.getByLabel('Copay per visit or stay ($)').fill(String(PLAN_TERMS.copay / 100));
  await form.getByLabel('Yearly out-of-pocket maximum ($)').fill('6000');
  await form.getByLabel('Out-of-pocket left this year ($)').fill(String(PLAN_TERMS.oopLeft / 100));
  await form.getByRole('button', { name: 'Save my plan' }).click();
  await expect(section.getByTestId('insurance-notice')).toHaveText(
    /Your plan with platform health insurance is saved/i,
  );
}

/** The event form with the hospital picked from the directory by keyboard; answers the event's id. */
async function addVisit(
  page: Page,
  name: string,
  search: string,
  hospital: string,
  ccn: string,
  insurance: string,
) {
  await page.goto('/dashboard/add-event');
  await page.getByLabel('Name of the visit').fill(name);
  const picker = page.getByRole('combobox', { name: 'Hospital, clinic or doctor' });
  await picker.focus();
  await page.keyboard.type(search);
  const options = page.getByRole('listbox', { name: 'Hospital, clinic or doctor' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(`CCN ${ccn}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(hospital);
  await expect(page.getByTestId('hospital-picked')).toContainText(`(CCN ${ccn})`);
  await page.getByLabel('Admitted').fill('03022026');
  await page.getByLabel('Departed').fill('03022026');
  await page.getByLabel('Insurance company').fill(insurance);
  await page.getByRole('button', { name: 'Save event' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/dashboard\/event\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The first bill of the event, amounts in cents; opens the saved bill. */
async function addFirstBill(
  page: Page,
  eventId: string,
  bill: { type: string; code: string; totalCents: number; selfCents: number; insuranceCents?: number },
) {
  await page.getByRole('link', { name: 'Add your first bill' }).click();
  await addBill(page, {
    type: bill.type,
    code: bill.code,
    total: typedDollars(bill.totalCents),
    self: typedDollars(bill.selfCents),
    insurance: bill.insuranceCents === undefined ? undefined : typedDollars(bill.insuranceCents),
  });
  await openSavedBill(page, eventId, bill.type);
}

/** A <dl> row's value by its term. */
const fact = (dl: Locator, term: string | RegExp) =>
  dl
    .locator('div')
    .filter({ has: dl.page().locator('dt', { hasText: term }) })
    .locator('dd');

test("an insured bill is checked against the hospital's price file and the plan's rate", async ({ page }) => {
  test.setTimeout(150_000);
  const ex = exampleFigures();
  await signUpAndLogIn(page);
  await savePlan(page);

  const eventId = await addVisit(
    page,
    'Blood tests in Keene',
    'cheshire medical',
    'Cheshire Medical Center',
    '300019',
    `${PAYER} ${PLAN}`,
  );
  // The bill asks the gross charge; insurance paid a little and the user is asked for more than the
  // plan's terms give.
  const insuranceCents = 1_000;
  const selfCents = 20_000;
  await addFirstBill(page, eventId, {
    type: 'Lab tests',
    code: CODE,
    totalCents: ex.grossCents,
    selfCents,
    insuranceCents,
  });
  await page.getByRole('button', { name: 'Check this bill' }).click();

  const section = page.getByRole('region', { name: "The hospital's own published prices" });
  await expect(section).toBeVisible();
  await expect(section).toContainText(`From its price file: ${ex.sourceLabel}.`);
  const figures = section.getByTestId(`price-file-${CODE}`);
  await expect(fact(figures, 'Code')).toHaveText(`CPT ${CODE} · ${ex.description} · ${ex.setting}`);
  await expect(fact(figures, 'Gross charge')).toHaveText(usd(ex.grossCents));
  await expect(fact(figures, 'Discounted cash price')).toHaveText(usd(ex.cashCents));
  await expect(fact(figures, 'Negotiated rates')).toHaveText(`${usd(ex.minCents)} – ${usd(ex.maxCents)}`);
  await expect(figures.locator('dt', { hasText: 'Negotiated rates' })).toHaveText(
    `Negotiated rates (${ex.rateCount} published)`,
  );
  await expect(fact(figures, 'Expected allowed amount')).toHaveText(usd(ex.allowedCents));
  // The payer's name is matched without case: the plan keeps the payer list's key (lower case).
  await expect(figures.locator('dt', { hasText: 'Expected allowed amount' })).toHaveText(
    new RegExp(`^Expected allowed amount \\(${PAYER} ${PLAN}\\)$`, 'i'),
  );
  await expect(fact(figures, 'Source')).toHaveText(`${ex.sourceLabel}, line ${ex.line}`);

  // What the plan makes the user owe: the deductible left, the coinsurance of the rest, the copay,
  // capped by the out-of-pocket left.
  const deductiblePart = Math.min(PLAN_TERMS.deductibleLeft, ex.allowedCents);
  const coinsurancePart = Math.round(((ex.allowedCents - deductiblePart) * PLAN_TERMS.coinsurance) / 100);
  const owe = Math.min(PLAN_TERMS.oopLeft, deductiblePart + coinsurancePart + PLAN_TERMS.copay);
  const formula =
    `min(${usd(PLAN_TERMS.oopLeft)} out-of-pocket left, ${usd(deductiblePart)} deductible + ` +
    `${PLAN_TERMS.coinsurance}% × (${usd(ex.allowedCents)} − ${usd(deductiblePart)}) + ${usd(PLAN_TERMS.copay)} copay) = ${usd(owe)}`;
  const plan = section.getByTestId('price-file-plan');
  await expect(fact(plan, 'What you should owe by your plan')).toHaveText(`${usd(owe)} (${formula})`);
  await expect(fact(plan, 'What the bill asks you')).toHaveText(usd(selfCents));

  // The verdict: what was paid (insurance + the user's share) against the allowed amount.
  const paid = insuranceCents + selfCents;
  const ratio = paid / ex.allowedCents;
  expect(ratio).toBeGreaterThan(1);
  expect(ratio).toBeLessThan(1.5);
  const explained =
    `The amount paid (${usd(paid)}) is ${ratio.toFixed(2)}× the expected allowed amount, ` +
    `${PAYER}'s negotiated rate for ${CODE} (${usd(ex.allowedCents)})`;
  await expect(page.getByTestId('bill-check-verdict')).toContainText(
    new RegExp(explained.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'),
  );
  await expect(page.getByTestId('bill-check-verdict').locator('strong')).toHaveText(/^above typical/i);
  await expectAccessible(page);
  await shoot(page, 'bill-check-price-file');
  await shootElement(page, section, 'bill-check-price-file-section');
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("a self-pay bill at Brattleboro is checked against the file's cash price", async ({ page }) => {
  test.setTimeout(150_000);
  const vt = vtCash('70551');
  expect(usd(vt.cashCents)).toBe('$2,364.11');
  await signUpAndLogIn(page);
  const eventId = await addVisit(
    page,
    'Brain MRI in Brattleboro',
    'brattleboro memorial',
    'Brattleboro Memorial Hospital',
    '470011',
    'none',
  );
  const billed = 360_000;
  await addFirstBill(page, eventId, {
    type: 'Imaging (X-ray, CT, MRI)',
    code: '70551',
    totalCents: billed,
    selfCents: billed,
  });
  await page.getByRole('button', { name: 'Check this bill' }).click();

  const section = page.getByRole('region', { name: "The hospital's own published prices" });
  await expect(section).toContainText(VT);
  const figures = section.getByTestId('price-file-70551');
  await expect(fact(figures, 'Discounted cash price')).toHaveText(usd(vt.cashCents));
  // The VT file publishes no payer rates.
  await expect(fact(figures, 'Negotiated rates')).toHaveText('Not published');
  await expect(fact(figures, 'Source')).toContainText(`${VT}, `);
  await expect(fact(figures, 'Source')).toContainText(`, line ${vt.line}`);
  // No plan saved: the section says where to save one.
  await expect(section).toContainText('Save your insurance plan in Settings');

  const ratio = billed / vt.cashCents;
  expect(ratio).toBeGreaterThanOrEqual(1.5);
  const verdict = page.getByTestId('bill-check-verdict');
  await expect(verdict).toContainText(
    `(${usd(billed)}) is ${ratio.toFixed(2)}× the hospital's discounted cash price for 70551 ($2,364.11)`,
  );
  await expect(verdict.locator('strong')).toHaveText(/far above typical/i);
  await expectAccessible(page);
  await shoot(page, 'bill-check-price-file-self-pay');
});
