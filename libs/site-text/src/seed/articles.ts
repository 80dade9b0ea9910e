/**
 * Blog and help articles shipped with the site.
 *
 * Written for US patients. Bodies are plain Markdown (no raw HTML) so the web app can
 * render them with its Markdown renderer without opening an HTML-injection hole.
 * The only external links point at official government sites (cms.gov, medicare.gov);
 * links to other articles are site-relative (/blog/post/{slug}).
 * Articles with `help: true` are the ones the dashboard's help page lists.
 */

export interface ArticleSeed {
  /** URL slug, used in /blog/post/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences for the blog list and link previews. */
  description: string;
  /** Public path of the article's illustration: /images/blog/<slug>.svg */
  image: string;
  /** ISO 8601 date-time in UTC. */
  publishedAt: string;
  /** Listed on the signed-in help page. */
  help: boolean;
  /** Markdown. */
  body: string;
}

const itemizedBill: ArticleSeed = {
  slug: 'how-to-read-an-itemized-hospital-bill',
  title: 'How to read an itemized hospital bill',
  description:
    'A line-by-line guide to the codes on a hospital bill, the mistakes worth looking for, and how to ask for the itemized version if you only received a summary.',
  image: '/images/blog/how-to-read-an-itemized-hospital-bill.svg',
  publishedAt: '2026-03-02T15:00:00Z',
  help: true,
  body: `The first bill most people get after a hospital visit is a summary: a handful of lines such as "Pharmacy", "Laboratory" and "Room and board", and a total. A summary tells you what the hospital wants, but not what you are paying for. The **itemized bill** (also called an itemized statement) lists every single charge with its date, its billing codes, the quantity and the price. It is the document you need before you pay, question or negotiate anything.

## How to ask for it

Call the billing office (often called *patient financial services*) on the number printed on your statement. You can say:

> "I'd like a fully itemized bill for this account, showing the date of service, the revenue code, the CPT or HCPCS code, the quantity and the charge for every line. Please also note on my account that I'm reviewing the bill, and hold it from collections until I've received it and had a chance to check it."

A few things make this easier:

- Have your account number, the patient's date of birth and the dates of service ready.
- Make the same request in writing as well (a patient-portal message or a letter), and write down the date and the name of the person you spoke to.
- Billing records are part of the records you have a right to see under HIPAA, and many states also require hospitals to give an itemized bill on request. Most hospitals send one free of charge.
- Doctors who treated you in the hospital, such as the emergency physician, anesthesiologist, radiologist, pathologist or surgeon, often bill **separately** from the hospital. Ask each of them for an itemized bill too.

## The columns on a hospital bill

Hospitals send claims to insurers on a standard form called the UB-04 (also known as the CMS-1450), and itemized bills usually follow the same layout.

**Date of service.** The day the item or service was provided.

**Revenue code.** A four-digit code that says which department or type of service the charge belongs to. Some common ones:

| Revenue code | What it covers |
|---|---|
| 0120 | Room and board, semi-private room |
| 0250 | Pharmacy |
| 0270 | Medical and surgical supplies |
| 0300 | Laboratory |
| 0320 | Diagnostic X-ray |
| 0350 | CT scan |
| 0360 | Operating room services |
| 0370 | Anesthesia |
| 0450 | Emergency room |
| 0710 | Recovery room |

**CPT code.** A five-digit code, maintained by the American Medical Association, for a procedure, test or visit. For example, 36415 is a routine blood draw, 85025 is a complete blood count, 71046 is a chest X-ray with two views, and 99281 to 99285 are emergency department visits from the simplest to the most complex.

**HCPCS code.** A letter followed by four digits, maintained by CMS, for things CPT does not cover: drugs given by injection or infusion (J codes, such as J2405 for the anti-nausea drug ondansetron, billed per milligram), supplies (A codes) and medical equipment (E codes).

**Modifier.** Two characters after a CPT or HCPCS code that add detail, for example LT and RT for the left or right side of the body.

**Units.** How many of the item were billed. Drugs are often billed per milligram or per vial, so a large number is not automatically wrong, but it is worth checking.

**Charge.** The hospital's list price from its *chargemaster*. Very few people pay these gross charges: insurers pay rates they have negotiated, Medicare pays fixed rates, and uninsured patients can usually get a discount or financial assistance.

Diagnosis codes (ICD-10-CM codes such as J18.9, pneumonia with an unspecified organism) usually appear once for the whole claim rather than on each line. For an inpatient stay the claim also carries a single MS-DRG code that sums up the whole admission; our article on [what an MS-DRG is](/blog/post/what-is-an-ms-drg) explains it.

## What to check, line by line

1. **Your details.** Name, date of birth and insurance member number. One wrong digit can get a claim denied, and the bill then lands on you.
2. **Dates.** Look for charges dated before you arrived or after you left. For room and board, count the nights: hospitals usually charge for the day you are admitted but not for the day you go home.
3. **Duplicates.** The same code on the same day twice. Sometimes that is right (two separate blood draws), often it is a mistake.
4. **Quantities.** Ten units where you received one, or a drug billed at many times the usual dose.
5. **Things you did not get.** Tests that were cancelled, medicine you refused or brought from home, or a procedure that was discussed but not done. Compare the bill with your discharge papers, or ask for your medical record.
6. **Room type and level of care.** A private-room rate when you shared a room, or intensive-care days when you were on a regular floor.
7. **Emergency visit level.** If you were seen briefly for a minor problem but billed at the highest level (99285), ask how the level was chosen.
8. **Observation or inpatient.** Your status changes how Medicare and many plans pay. If you have Medicare and were kept under observation for more than 24 hours, the hospital must give you a written notice (the Medicare Outpatient Observation Notice) saying you were an outpatient.
9. **Small supplies.** Basic items such as gloves, gowns and bed linen are normally part of the room charge. A separate line for them deserves a question.
10. **The insurer's Explanation of Benefits (EOB).** The EOB shows what your plan allowed, what it paid and what you owe. The amount the hospital asks you to pay should match the "patient responsibility" on the EOB. If the hospital asks for more, call both.

## When something looks wrong

Write down the line, the date, the code and your question. Call the billing office, ask them to explain or correct the charge, and ask for a corrected statement. If they say the charge is right, ask where in your medical record the item is documented. Keep notes of every call. If that does not settle it, our step-by-step guide to [disputing a medical bill](/blog/post/how-to-dispute-a-medical-bill) covers what to do next.

## Keep a copy

Keep the itemized bill, the EOB and your notes together until the account shows a zero balance. If you would like to help other patients see what care really costs, you can upload your bill to your account here. Please cover your name, address, date of birth, and account and member numbers before you do.`,
};

const msDrg: ArticleSeed = {
  slug: 'what-is-an-ms-drg',
  title: 'What is an MS-DRG, and why does a hospital stay have one price code?',
  description:
    'Medicare pays for most hospital stays with a single code that sums up the whole admission. Here is how that code is chosen and what it means for the prices you see.',
  image: '/images/blog/what-is-an-ms-drg.svg',
  publishedAt: '2026-04-06T15:00:00Z',
  help: false,
  body: `A three-day hospital stay can produce hundreds of line items: room charges, lab tests, scans, drugs, supplies. Yet when Medicare pays for that stay, it pays **one amount for the whole admission**. That amount is set by a single code, the stay's **MS-DRG** (Medicare Severity Diagnosis Related Group). Most of the prices on this site are organised by these codes, so it helps to know what they are.

## A short history

Until the early 1980s Medicare paid hospitals, roughly, whatever their costs were. In 1983 it switched to paying a fixed amount per hospital stay, decided in advance, under what is now called the Inpatient Prospective Payment System (IPPS). Each stay was sorted into a Diagnosis Related Group, and each group had its own payment.

In October 2007 (the start of federal fiscal year 2008) CMS replaced the original groups with **MS-DRGs**, which take better account of how sick a patient is. The list is updated every year on October 1, and today it has more than 750 groups.

## How a stay gets its code

After you leave the hospital, coders read your medical record and translate it into standard codes: ICD-10-CM codes for diagnoses and ICD-10-PCS codes for procedures done in the hospital. Software called a *grouper* then picks the MS-DRG from a few facts:

- **The principal diagnosis:** the condition that, after study, was chiefly responsible for the admission.
- **Whether a major procedure was done:** most surgical groups require an operating-room procedure, which is why the same diagnosis can lead to a "medical" or a "surgical" group.
- **Secondary diagnoses:** other conditions that make care harder. Some count as a **CC** (complication or comorbidity) and some as an **MCC** (major complication or comorbidity).
- **A few other details** for some groups, such as whether the patient was discharged alive or transferred.

Every MS-DRG belongs to one of 25 **Major Diagnostic Categories**, most of which are body systems: the nervous system, the circulatory system, the digestive system and so on. A small set of very expensive groups, such as organ transplants, sits outside them. The health systems on our home page follow these categories.

## Reading a DRG title

Groups often come in families of two or three, split by severity. Pneumonia is a good example:

| MS-DRG | Title |
|---|---|
| 193 | Simple pneumonia and pleurisy with MCC |
| 194 | Simple pneumonia and pleurisy with CC |
| 195 | Simple pneumonia and pleurisy without CC/MCC |

So two people admitted with pneumonia can land in different groups: one who also has, say, acute kidney failure may be grouped as "with MCC", while an otherwise healthy adult may be "without CC/MCC". Joint replacement works the same way: MS-DRG 470 is a major hip or knee joint replacement *without* MCC, and 469 is the same operation *with* MCC.

## How the payment is worked out

Each MS-DRG has a **relative weight** that reflects how many resources a typical stay in that group uses compared with the average stay. In fiscal year 2020, for example, the weights for the pneumonia family above were about 1.33, 0.89 and 0.68: a stay grouped as "with MCC" was expected to cost roughly twice as much as one "without CC/MCC".

Medicare's payment to a hospital for a stay is, broadly, the relative weight multiplied by a standard base rate, adjusted for local wages. Some hospitals then get extra amounts, for example teaching hospitals, hospitals that treat many low-income patients, and any hospital when a single case is extraordinarily expensive (an *outlier* payment).

Two consequences follow:

- **Within one hospital, the payment for a group is largely fixed.** Whether you stay three days or five, Medicare usually pays the same amount for the same MS-DRG, unless the case is an outlier or you are transferred early.
- **Between hospitals, payments for the same group differ** because of wage levels, teaching status and the other adjustments. Hospitals' own *charges* differ much more, because every hospital sets its own list prices.

## What a DRG price does not include

- **Doctors' fees.** Surgeons, anesthesiologists, radiologists and other physicians usually bill separately for their professional services.
- **Care after you leave,** such as a rehabilitation facility, a skilled nursing facility or home health care.
- **Observation stays.** If you were kept "under observation" you were an *outpatient*, even if you spent the night, and the hospital is paid in a different way. Medicare's "two-midnight" rule generally treats a stay as inpatient when the doctor expects you to need hospital care spanning at least two midnights.

Most outpatient tests and services that the same hospital provides in the three days before an admission, and that relate to it, are folded into the inpatient claim rather than billed separately.

## Why it matters to you

- **If you have Medicare,** you do not pay the DRG amount. You pay the Part A deductible for the benefit period (and daily coinsurance only for very long stays); Medicare pays the rest of the hospital's amount. The figures are published each year on [medicare.gov](https://www.medicare.gov).
- **If you have private insurance,** many hospital contracts also pay per stay using MS-DRGs or a similar grouping, at rates the insurer has negotiated. What you pay depends on your plan's deductible, coinsurance and out-of-pocket maximum.
- **If you are paying yourself,** asking for a price for the DRG (and for the doctors' fees that come on top of it) is often the clearest way to compare hospitals. Hospitals' published price files frequently list prices by MS-DRG. See [how to ask a hospital for a cash price](/blog/post/how-to-ask-a-hospital-for-a-cash-price).

## How this site uses MS-DRGs

When you pick a condition on the price map, we look up the MS-DRGs that usually apply to it, often a whole family from "without CC/MCC" to "with MCC", and show the range of published figures for hospitals near you. A stay with serious complications tends to sit at the top of that range. Our article on [what the prices on this site mean](/blog/post/what-the-prices-on-this-site-mean) explains each figure.`,
};

const cashPrice: ArticleSeed = {
  slug: 'how-to-ask-a-hospital-for-a-cash-price',
  title: 'How to ask a hospital for a cash price',
  description:
    'What to say when you call, which prices hospitals must publish under the 2021 price transparency rule, and how a good faith estimate protects you if you are uninsured or paying yourself.',
  image: '/images/blog/how-to-ask-a-hospital-for-a-cash-price.svg',
  publishedAt: '2026-05-11T15:00:00Z',
  help: false,
  body: `If you have no insurance, have a high deductible, or want to pay for a planned procedure yourself, you can and should ask for a price before you go. Hospitals are used to the question, and federal rules now back you up.

## Know your rights first

**The hospital price transparency rule (in force since January 1, 2021).** Every hospital in the US must publish, online and free of charge:

- a **machine-readable file** with its standard charges for all items and services, including the gross (list) charge, the **discounted cash price**, the rates it has negotiated with each insurer, and the lowest and highest negotiated rates; and
- a **consumer-friendly list of at least 300 "shoppable" services** (services you can schedule in advance), or an online price estimator tool instead.

The discounted cash price is the price the hospital charges someone paying cash. CMS enforces the rule and can fine hospitals that do not follow it. You can read about it and report a hospital on the [CMS hospital price transparency page](https://www.cms.gov/hospital-price-transparency).

**Good faith estimates under the No Surprises Act (since January 1, 2022).** If you are uninsured, or you have insurance but choose not to use it for this care (self-pay), providers and facilities must give you a written **good faith estimate** of the expected charges:

- when you schedule care at least **3 business days** ahead, or
- whenever you **ask** for one, even if nothing is scheduled.

The estimate must be given within 1 business day if the service is scheduled 3 to 9 business days ahead, and within 3 business days if it is scheduled 10 or more business days ahead or if you simply asked. It should list the items and services expected, with their billing and diagnosis codes and expected charges.

If the final bill from a provider or facility is **$400 or more above** its estimate, you can challenge it through the federal **patient-provider dispute resolution** process. You must start within **120 calendar days** of receiving the bill, and there is a $25 administrative fee. Details and the forms are on [cms.gov/nosurprises](https://www.cms.gov/nosurprises).

## Before you call

Have these ready:

- **What you are having done.** Ask your doctor's office for the procedure codes (CPT or HCPCS) and, for an overnight stay, the likely MS-DRG. The more precise you are, the more precise the answer.
- **Where and when.** The hospital, whether it is inpatient or outpatient, and the expected date.
- **The published prices.** Look up the hospital's price list or machine-readable file on its website, and check the ranges on our price map, so you know roughly what to expect.

Ask for the **patient financial services**, **financial counseling** or **price estimate** line. If the switchboard does not know, ask for the person who prepares self-pay estimates.

## What to say

Opening:

> "Hello. I'm planning to have [procedure, CPT code if you have it] at your hospital on [date], and I'll be paying myself. Could you tell me your discounted cash price, and send me a written good faith estimate?"

Make sure the price covers everything:

> "Does that price include the facility fee, the surgeon, anesthesia, pathology, imaging and any implants? Which doctors or groups will bill me separately, and how can I reach them for their own estimates?"

Ask about discounts:

> "Is there a further discount if I pay in full before the procedure, or within 30 days? Do you offer an interest-free payment plan?"

Ask about help:

> "Could you send me your financial assistance policy and the application? I'd like to know if I qualify."

Finish with:

> "Could you please send all of this in writing, and tell me your name and a reference number for this call?"

## Tips that make a difference

- **Get it in writing.** A figure you were told on the phone is hard to hold anyone to; a written good faith estimate or a signed price agreement is not.
- **Ask every provider.** Doctors and groups who bill separately must give their own estimates when asked. Ask who they are.
- **Compare.** Prices for the same service often vary a lot between hospitals in the same city, and outpatient surgery centers and independent imaging centers are often cheaper than hospital departments for planned care.
- **Check financial assistance first.** Nonprofit hospitals must have a written financial assistance policy, and patients who qualify cannot be charged more than the amounts the hospital generally bills insured patients. Many policies cover people with incomes well above the poverty line. See our guide to [hospital financial assistance](/blog/post/hospital-financial-assistance-and-charity-care).
- **If you are insured,** paying cash can sometimes be cheaper than your plan's price, but cash payments may not count towards your deductible or out-of-pocket maximum. Ask your insurer before you decide.
- **Keep the estimate.** Compare it with the final itemized bill. If the bill is much higher, ask why, and remember the $400 threshold above.

## After the visit

Ask for an itemized bill and check it against your estimate line by line. Our guide to [reading an itemized hospital bill](/blog/post/how-to-read-an-itemized-hospital-bill) shows what each code means.`,
};

const sitePrices: ArticleSeed = {
  slug: 'what-the-prices-on-this-site-mean',
  title: 'What the prices on this site mean',
  description:
    'Where our price figures come from, what "covered charges", "total payments" and "Medicare payments" mean, and why every figure is an estimate rather than a quote.',
  image: '/images/blog/what-the-prices-on-this-site-mean.svg',
  publishedAt: '2026-06-08T15:00:00Z',
  help: true,
  body: `Every price on this site comes from public data published by the US government, and we label each figure with its source and year. This page explains what those figures measure, so you can read them with the right expectations.

## Where the numbers come from

Our hospital figures come from the **Centers for Medicare & Medicaid Services (CMS)**, the federal agency that runs Medicare. Each year CMS publishes, for hospitals across the country, what they billed and what they were paid for inpatient stays of Medicare patients, broken down by hospital and by MS-DRG (the code that sums up a hospital stay; see [what an MS-DRG is](/blog/post/what-is-an-ms-drg)). You can find these files on [data.cms.gov](https://data.cms.gov).

A few things to know about this data:

- **It covers Original Medicare.** The stays are those of people with traditional (fee-for-service) Medicare, most of them aged 65 or over. Medicare Advantage plans and private insurance are not included.
- **It is by year.** Each figure carries the data year it comes from. Prices rise over time, so figures from earlier years will usually be lower than what the same care costs today.
- **Small numbers are left out.** To protect patients' privacy, CMS does not publish a hospital's figures for a DRG when it had very few discharges (ten or fewer). A hospital missing from a list may still offer the care.
- **It is about hospital stays.** The figures cover the hospital's part of an inpatient stay. Doctors' fees, which are billed separately, are not included.

## The figures, one by one

**Discharges.** How many Medicare patients left the hospital after a stay in this group during the year. A larger number means the average is based on more cases, and that the hospital treats the condition often.

**Average covered charges.** The average amount the hospital **billed** Medicare for the stay, from its own list prices. This is the "sticker price". Hospitals set their own charges, so this figure varies a lot from hospital to hospital and is usually far higher than what anyone actually pays.

**Average total payments.** The average amount the hospital was actually **paid** for the stay, from all sources together: Medicare's share, plus the patient's deductible and coinsurance, plus anything paid by another insurer that paid first. This is the closest figure to what the stay really costs.

**Average Medicare payments.** The part of the total payments that **Medicare itself** paid. The difference between total payments and Medicare payments is roughly what patients (and their other coverage) paid.

Here is an example with round numbers. If a hospital shows average covered charges of $40,000, average total payments of $11,000 and average Medicare payments of $9,500, it means the hospital's bills averaged $40,000, it was actually paid about $11,000 per stay, and Medicare paid $9,500 of that, leaving about $1,500 paid by patients or other payers.

## Ranges

A condition usually matches more than one DRG (for example with and without complications), and a hospital may have figures for several of them. So we show a **range**: the lowest and highest figures that apply, plus an average.

When we have only **one figure** for a hospital, we show a range of **15 percent either side** of it. That is a reminder that a single published average is not a precise price for your own stay.

## The patient and insurance split

On a provider's details we may show an illustration of how a price could be shared: **20 percent paid by you and 80 percent by insurance**. That split mirrors a common coinsurance arrangement, but it is an **illustration, not a quote**. What you actually pay depends on your plan's deductible, copays, coinsurance and out-of-pocket maximum, whether the hospital is in your network, and the care you actually receive.

## Why your bill will differ

- **Your care is not average.** Length of stay, complications, tests and drugs all change the total.
- **Your coverage is not Medicare.** Private insurers negotiate their own rates with each hospital, and these can be well above or below Medicare's.
- **If you are uninsured,** hospitals often offer a discounted cash price and financial assistance. Our guide on [asking for a cash price](/blog/post/how-to-ask-a-hospital-for-a-cash-price) explains how.
- **Time has passed.** Check the data year next to every figure.

## Using the figures well

Use them to **compare** hospitals near you, to see **how far apart** prices can be for the same care, and to **start a conversation** with a hospital or your insurer. For an actual price, ask the hospital for a written estimate, and if you have insurance, ask your insurer what you would owe.

Prices on this site are estimates for information only. They are not quotes, offers or medical advice, and the site covers the United States only.`,
};

const dispute: ArticleSeed = {
  slug: 'how-to-dispute-a-medical-bill',
  title: 'How to dispute a medical bill, step by step',
  description:
    'A calm, practical sequence for questioning a medical bill: from getting the right paperwork to appeals, financial assistance and where to complain.',
  image: '/images/blog/how-to-dispute-a-medical-bill.svg',
  publishedAt: '2026-07-13T15:00:00Z',
  help: true,
  body: `Billing mistakes are common, and a bill is not final just because it has a due date. Working through these steps in order usually settles things without a fight.

## Step 1: Don't ignore it, and don't pay yet

Open every bill and note its due date. Paying a bill you think is wrong makes a refund harder to get, but ignoring it can send it to collections. Call the number on the bill, say you are reviewing it, and ask them to put the account **on hold** while you do. Note the date, the person's name and what was agreed.

## Step 2: Gather the paperwork

You need three things:

- **The itemized bill** from each provider, listing every charge with its date, code, quantity and price. Our guide to [reading an itemized hospital bill](/blog/post/how-to-read-an-itemized-hospital-bill) shows how to ask for it and what the codes mean.
- **The Explanation of Benefits (EOB)** from your insurer for the same dates (in your plan's online account or by mail). With Original Medicare this is the **Medicare Summary Notice**. It says what was billed, what the plan allowed and paid, and what you owe.
- **Your medical records or discharge papers,** to check what you actually received.

## Step 3: Compare them

Check that:

- the patient, dates and insurance details are right;
- every line on the bill is something you received, charged once, in the right quantity;
- the amount the provider asks for matches the "patient responsibility" on the EOB; and
- the claim was actually sent to your insurer. A bill sent before the insurer has processed the claim is a common cause of trouble.

Make a list of the lines you question, with the reason for each.

## Step 4: Call the provider's billing office

Go through your list. Ask for each error to be corrected, for a corrected itemized bill, and for the account to stay on hold until the question is resolved. If they say a charge is correct, ask where it is documented in your record. If the problem is on the insurance side, for example the claim was never sent or was sent with the wrong member number, ask them to resubmit it.

## Step 5: Put it in writing

If a call does not fix it, send a short letter or portal message. Include:

- your name, account number and dates of service;
- each charge you dispute, with the code, the amount and why;
- what you are asking for (a correction, a resubmitted claim, a reduction); and
- a request that the account is not sent to collections while the dispute is open.

Keep a copy, and send letters in a way that gives you proof of delivery.

## Step 6: Appeal if your insurer said no

If your plan denied the claim or paid less than you expected, you can appeal.

- **Most private plans:** you generally have **180 days** from the denial notice to ask for an internal appeal. If the plan upholds its denial, you can usually ask for an **external review** by an independent reviewer. The denial letter must explain how.
- **Original Medicare:** the first level of appeal (a *redetermination*) must be requested within **120 days** of receiving your Medicare Summary Notice. The notice explains how; see [medicare.gov](https://www.medicare.gov) for details of every level.
- **Medicare Advantage and Medicaid plans** have their own appeal rules and deadlines, set out in your plan documents.

Ask your doctor's office for a letter explaining why the care was needed; it often decides the appeal.

## Step 7: Check for surprise billing protections

If you were billed by an out-of-network provider for emergency care, or by an out-of-network doctor at an in-network hospital, or for an out-of-network air ambulance, the **No Surprises Act** may limit what you owe to your in-network cost sharing. If you were uninsured or paying yourself and the bill is $400 or more above your good faith estimate, you can use the federal dispute process within 120 days of the bill. See [your rights under the No Surprises Act](/blog/post/your-rights-under-the-no-surprises-act).

## Step 8: Ask for help with what you really owe

Once the bill is correct, you may still owe more than you can pay.

- **Financial assistance (charity care).** Nonprofit hospitals must have a written financial assistance policy, and many for-profit hospitals offer help too. Ask for the application even if you think your income is too high. See our guide to [hospital financial assistance](/blog/post/hospital-financial-assistance-and-charity-care).
- **A discount.** Ask for a prompt-payment or self-pay discount, or offer a lump sum for less than the balance.
- **A payment plan.** Many hospitals offer interest-free plans. Agree only to payments you can keep up, and get the terms in writing.
- **Be careful with medical credit cards.** Deferred-interest offers can charge interest back to the first day if the balance is not paid in full in time.

## Step 9: If it goes to collections

- A debt collector must tell you the amount and the creditor, and you can **dispute the debt in writing**, usually within 30 days of that notice; the collector must then stop collecting until it has verified the debt.
- The three national credit bureaus do not report medical collections under $500, remove medical collections once they have been paid, and wait a year before adding unpaid medical debt to a credit report.
- Never ignore a lawsuit. Respond by the deadline on the papers, and consider contacting a local legal aid office.

## Step 10: Escalate if you need to

If a provider or insurer does not respond, you can complain to:

- your **state insurance department** (about a private insurance plan);
- your **state attorney general's consumer protection office** (about a provider or collector);
- the **No Surprises Help Desk** at 1-800-985-3059 (about surprise bills and good faith estimates); and
- **1-800-MEDICARE** (about Original Medicare claims).

## Keep records throughout

Keep every bill, EOB, letter and note of a call in one folder until the balance is zero. It is tedious, but it is what wins disputes.`,
};

const noSurprises: ArticleSeed = {
  slug: 'your-rights-under-the-no-surprises-act',
  title: 'Your rights under the No Surprises Act',
  description:
    'Since 2022 a federal law protects most people from surprise out-of-network bills and gives uninsured patients the right to a good faith estimate. Here is what it covers and what it does not.',
  image: '/images/blog/your-rights-under-the-no-surprises-act.svg',
  publishedAt: '2026-08-17T15:00:00Z',
  help: false,
  body: `A "surprise bill" is a bill from a provider you did not choose and could not have known was outside your insurance network: the emergency room doctor, the anesthesiologist at an in-network hospital, the air ambulance. Before 2022 these providers could send you a **balance bill** for the difference between their full charge and what your plan paid. The federal **No Surprises Act**, in force since **January 1, 2022**, stops that in most cases.

## Who is protected

The balance-billing protections apply to people covered by most **private health plans**: employer plans (including self-funded ones), plans bought on the Health Insurance Marketplace or directly from an insurer, and student health plans. Medicare and Medicaid already have their own protections against balance billing, so the act mainly fills the gap for private coverage.

The **good faith estimate** rules apply to people who are **uninsured or self-pay**, including people with insurance who choose not to use it for a particular service.

## What is covered

**1. Emergency care.** If you get emergency services at an out-of-network hospital, or from out-of-network providers at any hospital or freestanding emergency department:

- your plan must cover it **without prior authorization**, whether or not the provider is in network;
- you pay no more than your **in-network** copay, coinsurance and deductible; and
- the provider cannot balance bill you.

This continues after you are stabilized, unless the provider asks for your written consent to out-of-network care and you are in a condition to give it, can travel to an in-network facility using non-emergency transport, and the other conditions in the law are met.

**2. Non-emergency care at in-network facilities.** If you have care at an **in-network** hospital, hospital outpatient department or ambulatory surgical center, and an **out-of-network** provider treats you there, you pay only your in-network cost sharing.

Some out-of-network providers at these facilities may ask you to give up these protections. To do so they must give you a written notice at least **72 hours** before the service (or 3 hours before, if you booked on the same day), with an estimate, and you must sign a consent. You never have to sign. And some providers can **never** ask, because patients rarely choose them: emergency medicine, anesthesiology, pathology, radiology, neonatology, assistant surgeons, hospitalists, intensivists, and lab and imaging services.

**3. Air ambulances.** Out-of-network air ambulance services are covered by the same protections: in-network cost sharing, no balance bill.

In all three cases, what you pay counts towards your **in-network deductible and out-of-pocket maximum**. The provider and your insurer settle the rest between themselves, if necessary through an independent dispute resolution process; you are not part of it.

## What is not covered

- **Ground ambulances** are not covered by the federal balance-billing protections, although several states have their own rules for them.
- **Care you choose out of network** on purpose, such as seeing an out-of-network specialist at their own office, is not a surprise bill.
- **Providers not at an in-network facility,** apart from emergency care and air ambulances.

Many states have surprise billing laws too, and where a state law protects you more, it can apply.

## Good faith estimates for uninsured and self-pay patients

If you are uninsured or not using insurance, providers and facilities must give you a written good faith estimate of expected charges when you schedule care at least 3 business days ahead, or when you ask for one. If a provider's or facility's final bill is **$400 or more above** its estimate, you can ask for a federal **patient-provider dispute resolution**. You must start within **120 calendar days** of receiving the bill, and there is a $25 fee. Our article on [asking a hospital for a cash price](/blog/post/how-to-ask-a-hospital-for-a-cash-price) explains how to ask for an estimate.

## Other protections in the law

- **Continuity of care.** If your doctor or hospital leaves your plan's network while you are in an active course of treatment, such as pregnancy, a serious and complex condition, or a scheduled surgery, you can usually keep being treated at in-network cost sharing for up to **90 days**.
- **Provider directories.** Plans must keep their directories up to date. If you rely on a plan's directory that wrongly listed a provider as in network, you can generally be charged no more than in-network cost sharing.
- **Clear cards and information.** Your insurance card must show your in-network and out-of-network deductibles and out-of-pocket maximums, and a phone number and website for help.

## What to do if you get a surprise bill

1. **Compare the bill with your Explanation of Benefits.** Check whether the claim was processed as emergency care or as care at an in-network facility, and what your in-network cost sharing was.
2. **Call the provider.** Explain that the No Surprises Act applies, and ask for the bill to be corrected to your in-network cost sharing. Ask them to hold the account while you sort it out.
3. **Call your insurer** if the claim was processed as out-of-network care. You can appeal.
4. **Don't pay the extra amount** while the question is open, and keep notes of every call.
5. **Get help.** Contact the **No Surprises Help Desk** at 1-800-985-3059, or submit a complaint through [cms.gov/nosurprises](https://www.cms.gov/nosurprises). Your state insurance department can also help.

Our step-by-step guide to [disputing a medical bill](/blog/post/how-to-dispute-a-medical-bill) covers the rest of the process.

*This article is general information, not legal advice. The rules have details and exceptions; the official source is the No Surprises page on cms.gov.*`,
};

const financialAssistance: ArticleSeed = {
  slug: 'hospital-financial-assistance-and-charity-care',
  title: 'Hospital financial assistance and charity care: how to apply',
  description:
    'Most hospitals will reduce or forgive bills for patients who qualify, often at incomes well above the poverty line. Here is how financial assistance works and how to ask for it.',
  image: '/images/blog/hospital-financial-assistance-and-charity-care.svg',
  publishedAt: '2026-09-21T15:00:00Z',
  help: false,
  body: `Many people who could get help with a hospital bill never ask for it. Hospital **financial assistance**, often called **charity care**, can reduce a bill a lot or cancel it entirely, and it is available to many insured patients as well as uninsured ones.

## Why nonprofit hospitals must offer it

Most US hospitals are nonprofits, and in return for their tax exemption the Internal Revenue Code (section 501(r)) requires each of them to:

- have a written **financial assistance policy** that says who qualifies, what help is available and how to apply;
- make the policy, the application and a plain-language summary **widely available**: on the hospital's website, in the emergency room and admissions areas, and on request;
- **limit what they charge** patients who qualify: for emergency and other medically necessary care, no more than the amounts the hospital generally bills patients who have insurance, and never the full list price; and
- follow **rules before serious collection actions,** such as reporting you to credit bureaus or suing. In general a hospital must wait at least 120 days after the first bill after your discharge and make reasonable efforts to tell you about its policy before taking those steps, and must accept applications for at least 240 days after that first bill.

For-profit and public hospitals are not bound by these federal rules, but many have assistance programs of their own, and a number of states require hospitals to offer charity care or discounts.

## Who qualifies

Each hospital sets its own criteria, usually based on household income as a percentage of the federal poverty guidelines. It is common for:

- patients with incomes up to about **200 percent** of the poverty guidelines to get **free** care; and
- patients with higher incomes, sometimes **300 to 400 percent** of the guidelines or more, to get a **discount**.

Some hospitals also consider assets, very large bills compared with income (sometimes called medical hardship), or other circumstances. Having insurance does not always rule you out: assistance can cover deductibles and coinsurance too. Read the policy itself rather than guessing.

## How to apply

1. **Ask for the policy and the application.** Call the billing office or financial counselor, or look for "financial assistance" on the hospital's website. You can ask before treatment, during a stay, or after the bills arrive.
2. **Apply even if you are unsure.** The worst answer is no, and applying often pauses collection activity while the application is reviewed.
3. **Gather documents.** Hospitals usually ask for recent pay stubs or a tax return, proof of any benefits, and sometimes bank statements. If you have no income, they may accept a short written statement explaining how you live.
4. **Fill in every field and keep a copy.** Incomplete applications are a common reason for delays. Note when and how you sent it.
5. **Follow up.** Call after two or three weeks to check that it arrived and whether anything is missing.
6. **Ask about bills already paid or in collections.** Assistance can sometimes apply to recent past bills, and a hospital may have to reverse collection actions if you qualify within the application period.
7. **Ask about the doctors' bills too.** Physicians who bill separately may not be covered by the hospital's policy. Ask the hospital which providers it covers, and ask the others whether they have a program of their own.

## If you do not qualify

- Ask whether you might qualify for **Medicaid**. In many states Medicaid can cover medical bills from up to three months before the month you apply.
- Ask for a **self-pay or prompt-payment discount**, or offer a lump sum for part of the balance.
- Ask for an **interest-free payment plan** with payments you can afford.
- Check the bill itself first: our guide to [reading an itemized hospital bill](/blog/post/how-to-read-an-itemized-hospital-bill) lists common errors, and our step-by-step guide to [disputing a medical bill](/blog/post/how-to-dispute-a-medical-bill) covers appeals and complaints.

## Before planned care

If you are uninsured or will pay yourself, apply for financial assistance **before** a planned procedure, and ask for a written good faith estimate at the same time. Knowing both the price and the help available lets you compare hospitals properly. See [how to ask a hospital for a cash price](/blog/post/how-to-ask-a-hospital-for-a-cash-price).`,
};

/** Newest last; the blog list sorts by publishedAt. */
export const ARTICLES: ArticleSeed[] = [
  itemizedBill,
  msDrg,
  cashPrice,
  sitePrices,
  dispute,
  noSurprises,
  financialAssistance,
];
