/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What the viewer should be prompted to do to see more. */
export type AccessPrompt =
  /** Nothing: the viewer sees detail prices. */
  | 'NONE'
  /** Signed in without a pass or free allowance: offer a paid plan. */
  | 'PAY'
  /** Anonymous and past the free searches: offer to sign up. */
  | 'SIGN_UP';

/** A request for access (name and e-mail), passed on to the help desk. */
export type AccessRequestInput = {
  /** E-mail address. */
  email: string;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
};

/** The signed-in user's postal address (affiliate payout form). */
export type AddressInput = {
  /** Street address. */
  address: string;
  /** Second address line (optional). */
  address2?: string | null | undefined;
  /** City. */
  city: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** State. */
  state: string;
  /** ZIP code. */
  zip: string;
};

/** What a bill is compared with. */
export type BillBenchmark =
  /**
   * The estimated amounts generally billed of a nonprofit hospital (26 CFR 1.501(r)-5). No longer a
   * benchmark of the verdict (it is the cap for patients who qualify: BillCheck.assistanceCapCents); kept so
   * older answers still read.
   */
  | 'AMOUNT_GENERALLY_BILLED'
  /** The hospital's average covered charges for the DRG (compared with the amount billed). */
  | 'AVERAGE_CHARGE'
  /** The hospital's discounted cash price from its price file. */
  | 'CASH_PRICE'
  /** Medicare's payment × the published commercial-to-Medicare inpatient price ratio (an estimate). */
  | 'COMMERCIAL_ESTIMATE'
  /** Medicare's average total payment to the hospital for the DRG, the patient's share included. */
  | 'MEDICARE_PAYMENT';

/**
 * Other hospitals' figures in a bill check (the comparison with the hospitals within 75 km) are prices of
 * the map and follow its rule for detail prices. `billCheck` counts nothing and carries them only with an
 * active pass; `openBillComparison` counts one detail opening on the account (as opening a hospital on the
 * map does; nothing with a pass) and carries them while the free searches last.
 */
export type BillCheckComparison =
  /** Not in this answer; openBillComparison will show them and use one of the account's free searches. */
  | 'FREE_SEARCH'
  /** There is no other hospital to compare with (not assessed, or none within 75 km). */
  | 'NONE'
  /** Not in this answer; the free searches are used: a pass shows them. */
  | 'PAY'
  /** The other hospitals' figures are in this answer. */
  | 'SHOWN'
  /** Not in this answer; sign in (never answered to a signed-in owner). */
  | 'SIGN_UP';

/** A bill to create (no id) or update (with id). */
export type BillInput = {
  /** Bill type. */
  billType?: string | null | undefined;
  /** Billing codes. */
  codes?: Array<string> | null | undefined;
  /** Due date. */
  due?: string | null | undefined;
  /** The event the bill belongs to (required for a new bill). */
  eventId: string | number;
  /** Already uploaded files to attach. */
  fileIds?: Array<string | number> | null | undefined;
  /** The bill to update; omit to create one. */
  id?: string | number | null | undefined;
  /** Free note. */
  note?: string | null | undefined;
  /** What insurance paid, in cents. */
  payInsCents?: number | null | undefined;
  /** What the user paid or owes, in cents. */
  selfCents: number;
  /** Workflow state (default NEW). */
  status?: BillStatus | null | undefined;
  /** Bill total, in cents. */
  totalCents: number;
};

/** How a bill is laid out, as the reader recognised it. */
export type BillLayout =
  /** An explanation of benefits from the insurer. */
  | 'EOB'
  /** An itemized bill (a line per charge). */
  | 'ITEMIZED'
  /** A summary statement (totals, no lines). */
  | 'SUMMARY'
  /** A UB-04 claim form. */
  | 'UB04'
  /** Not recognised. */
  | 'UNKNOWN';

/** Sort key for bills. */
export type BillSort =
  /** By creation time. */
  | 'CREATED_AT'
  /** By due date. */
  | 'DUE'
  /** By status. */
  | 'STATUS'
  /** By total amount. */
  | 'TOTAL';

/** Bill workflow state. */
export type BillStatus =
  /** Settled. */
  | 'COMPLETE'
  /** Being negotiated. */
  | 'NEGOTIATING'
  /** Recorded, not yet worked on. */
  | 'NEW';

/**
 * The plain-words verdict of a bill check, like with like and in the bill's own dollars (BillCheck.comparisons
 * lists every comparison). A bill with a DRG: when something was paid (insurer + you), what was paid is
 * compared with the payment benchmark for who paid (Medicare's average total payment; that × RAND's
 * commercial-to-Medicare ratio for a health plan; the hospital's cash price for self-pay); when nothing is
 * paid yet, the amount billed is compared with the hospital's own average covered charges for the DRG,
 * whoever the payer, so a bill equal to that average is never above it. A CMS figure is moved to the bill's
 * year with the CPI-U medical care index (BLS CUUR0000SAM, an estimate; see BillCheck.currentDollarsLabel).
 * The amounts generally billed are never the benchmark: they are the cap for patients who qualify for
 * financial assistance (BillCheck.assistanceCapCents). A bill without a DRG whose CPT/HCPCS codes the
 * hospital's own price file publishes (45 CFR 180, BillCheckPriceFile) is compared with that file's
 * discounted cash price (self-pay) or the expected allowed amount of your saved plan (insured).
 * Against a CMS average "far above" starts at 2×; against the hospital's own price at 1.5×. Thresholds in
 * words: BillCheck.thresholds.
 */
export type BillVerdict =
  /** Above the benchmark, but less than twice a CMS average, or less than 1.5× the hospital's own price. */
  | 'ABOVE_TYPICAL'
  /**
   * What was compared is at most its benchmark (a CMS average in the bill's dollars, or the hospital's own
   * cash price or expected allowed amount).
   */
  | 'AT_OR_BELOW_TYPICAL'
  /** Worth questioning: twice a CMS average or more, or 1.5× the hospital's own price or more. */
  | 'FAR_ABOVE_TYPICAL'
  /**
   * The data cannot judge (the explanation says why): for CMS, e.g. fewer than 11 stays behind the average
   * or no hospital picked; for the price file, a code it does not publish, no rate published for your plan
   * (another plan's rate is never used), no saved plan, or the insurer's payment not yet recorded.
   */
  | 'NOT_ASSESSED';

/** A blog article to create (no id) or update (with id). Admins only. */
export type BlogInput = {
  /** Body in Markdown. */
  body?: string | null | undefined;
  /** Short description. */
  description?: string | null | undefined;
  /** Listed on the help screen. */
  help?: boolean | null | undefined;
  /** The article to update; omit to create one. */
  id?: number | null | undefined;
  /** Header image URL. */
  image?: string | null | undefined;
  /** Visible to readers. */
  isPublished?: boolean | null | undefined;
  /** Publication time; defaults to now when first published. */
  published?: string | null | undefined;
  /** URL slug; lower case letters, digits and hyphens. */
  slug?: string | null | undefined;
  /** Title. */
  title: string;
};

/** A contact form message. */
export type ContactMessageInput = {
  /** E-mail address to answer. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** The message. */
  message: string;
};

/** The state of the price data load. */
export type DataLoadState =
  /** The load failed; the server log says why, and the server tries again (the message says when). */
  | 'FAILED'
  /** The shipped CMS price files are being loaded; results may be incomplete. */
  | 'LOADING'
  /** All price data is loaded. */
  | 'READY';

/** Which kind of estimate this is. */
export type EstimateKind =
  /** From the user's plan and the negotiated rate published for the user's payer and plan. */
  | 'ESTIMATE'
  /** The user has a plan but the hospital publishes no dollar rate for it: no estimate, never a substitute. */
  | 'NOT_PUBLISHED'
  /** No plan saved (or signed out): the older site's split, the patient's 20 % of the price. */
  | 'NO_PLAN';

/** An event to create (no id) or update (with id). */
export type EventInput = {
  /** Admission date. */
  admitted?: string | null | undefined;
  /** Review text. */
  body?: string | null | undefined;
  /** Other condition names as one text. */
  conditionName?: string | null | undefined;
  /** Picked other conditions. */
  conditions?: Array<OptionInput> | null | undefined;
  /** Departure date. */
  departed?: string | null | undefined;
  /** Picked diagnoses. */
  diagnoses?: Array<OptionInput> | null | undefined;
  /** Diagnosis names as one text. */
  diagnosisName?: string | null | undefined;
  /** Already uploaded files to attach to the event. */
  fileIds?: Array<string | number> | null | undefined;
  /** The event to update; omit to create one. */
  id?: string | number | null | undefined;
  /** Insurance company. */
  insurance?: string | null | undefined;
  /** Line items to add as bills of the event. */
  lines?: Array<EventLineInput> | null | undefined;
  /** Name of the visit. */
  name: string;
  /** Procedure names as one text. */
  procedureName?: string | null | undefined;
  /** Picked procedures. */
  procedures?: Array<OptionInput> | null | undefined;
  /** A provider from the directory (CCN). */
  providerId?: string | number | null | undefined;
  /** Clinic or facility name. */
  providerName?: string | null | undefined;
  /**
   * The user's rating of the facility, 1 to 5; null or omitted: no rating (a visit is not rated unless the
   * user picks one).
   */
  stars?: number | null | undefined;
};

/** A line item entered with a visit; saved as a bill of the event. */
export type EventLineInput = {
  /** Bill type. */
  billType?: string | null | undefined;
  /** Already uploaded files to attach. */
  fileIds?: Array<string | number> | null | undefined;
  /** What insurance paid, in cents. */
  payInsCents?: number | null | undefined;
  /** What the user paid, in cents. */
  selfCents: number;
  /**
   * The new bill's status (default NEW); COMPLETE for a bill already paid in full, which the dashboard's
   * "You owe" then leaves out. Ignored for an existing line (its status is kept).
   */
  status?: BillStatus | null | undefined;
  /** Line total, in cents. */
  totalCents: number;
};

/** Sort key for events. */
export type EventSort =
  /** By admission date. */
  | 'ADMITTED'
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME'
  /** By total amount. */
  | 'TOTAL';

/** How far the reading of an uploaded bill is. */
export type FileReadingStatus =
  /** Read: see bill and findings. */
  | 'DONE'
  /** Not read: see error. */
  | 'FAILED'
  /** Waiting its turn. */
  | 'QUEUED'
  /** Being read now (see pagesDone and pagesTotal). */
  | 'READING';

/** Where the date of a visit's first bill comes from. */
export type FirstBillDateSource =
  /** Given by the user: the date printed on the bill. */
  | 'ENTERED'
  /** Read from an uploaded bill's statement date. */
  | 'READ'
  /** Neither: the day the first bill was entered in the site (ask for the printed date). */
  | 'RECORDED';

/** New geo session values. The search count is kept by the server and cannot be set. */
export type GeoSessionInput = {
  /** The location box text. */
  address?: string | null | undefined;
  /** City name. */
  city?: string | null | undefined;
  /** The chosen condition. */
  diagnosis?: OptionInput | null | undefined;
  /** Latitude. */
  lat?: number | null | undefined;
  /** Longitude. */
  lng?: number | null | undefined;
  /** Two-letter state code. */
  state?: string | null | undefined;
  /** ZIP code. */
  zip?: string | null | undefined;
};

/** The kind of a hospital's owner, from CMS Hospital General Information's ownership text. */
export type HospitalOwnershipKind =
  /** Proprietary or physician-owned: state rules and its own policy only. */
  | 'FOR_PROFIT'
  /** Government (state, local, district, tribal, federal): state rules and its own policy. */
  | 'GOVERNMENT'
  /** Voluntary non-profit: the federal rules for tax-exempt hospitals (26 U.S.C. 501(r)) apply. */
  | 'NONPROFIT';

/** Image orientation filter for the image library. */
export type ImageOrientation =
  /** Wider than tall. */
  | 'LANDSCAPE'
  /** Taller than wide. */
  | 'PORTRAIT'
  /** About as wide as tall. */
  | 'SQUARE';

/** The user's health plan, as the settings form sends it. Money in cents. */
export type InsuranceInput = {
  /** The patient's share after the deductible, 0 to 100 percent. */
  coinsurancePercent: number;
  /** The fixed amount per visit or stay. */
  copayCents: number;
  /** The yearly deductible. */
  deductibleCents: number;
  /** What is left of the deductible (at most the deductible). */
  deductibleRemainingCents: number;
  /** The yearly out-of-pocket maximum. */
  oopMaxCents: number;
  /** What is left of the out-of-pocket maximum (at most the maximum). */
  oopRemainingCents: number;
  /** The insurer's key from `payers`. */
  payerKey: string;
  /** The plan's name as hospitals publish it; may be empty. */
  planName?: string | null | undefined;
};

/** A language of the site (issue 45), as HTML's lang attribute writes it. */
export type Language =
  /** English. */
  | 'en'
  /** Spanish (the Spanish of the United States). */
  | 'es';

/** What kind of question a line finding raises. */
export type LineFindingKind =
  /** A line above the hospital's own price-file rate for its code. */
  | 'ABOVE_PRICE_FILE'
  /** A line dated after discharge. */
  | 'AFTER_DISCHARGE'
  /** A line dated before admission. */
  | 'BEFORE_ADMISSION'
  /** The same code twice or more on one date. */
  | 'DUPLICATE'
  /** More room-and-board days than the stay's nights. */
  | 'ROOM_DAYS_BEYOND_STAY'
  /** A quantity out of the ordinary (the text says the rule used). */
  | 'UNUSUAL_QUANTITY';

/** Where a provider's map point comes from. */
export type LocationSource =
  /** The street address, placed by a geocoder. */
  | 'ADDRESS'
  /** The hospital's building (HIFLD hospitals layer). */
  | 'BUILDING'
  /** Approximate: the centre of the hospital's ZIP code. */
  | 'ZIP_CENTROID';

/** A new to-do item. */
export type NewTaskInput = {
  /** Optional link to one of the user's bills (NOT_FOUND for anyone else's). */
  billId?: string | number | null | undefined;
  /** Optional due day. */
  dueDate?: string | null | undefined;
  /** Optional link to one of the user's events (NOT_FOUND for anyone else's). */
  eventId?: string | number | null | undefined;
  /** Task text: trimmed, not blank, at most 500 characters. */
  text: string;
};

/** A picker option sent by the client. */
export type OptionInput = {
  /** Option id (for free-text entries, the text itself). */
  id: string | number;
  /** Text shown. */
  text: string;
};

/** Which picker option list to read. */
export type OptionKind =
  /** Bill types. */
  | 'BILL_TYPE'
  /** Clinics and facilities. */
  | 'CLINIC'
  /** Other conditions. */
  | 'CONDITION'
  /** Conditions (diagnoses). */
  | 'DIAGNOSIS'
  /** Insurance companies. */
  | 'INSURANCE'
  /** Procedures. */
  | 'PROCEDURE';

/** What a bill-check price-file comparison was made against. */
export type PriceFileBasis =
  /** The expected allowed amount: the negotiated rate the file publishes for the user's payer and plan. */
  | 'ALLOWED_AMOUNT'
  /** The hospital's discounted cash price (self-pay bills). */
  | 'CASH_PRICE';

/** Why a search found no hospital. */
export type PricesUnavailableReason =
  /** Hospitals have prices for it, but none within 500 km of the point. */
  | 'NONE_NEARBY'
  /** No hospital in the loaded price data has prices for the condition. */
  | 'NO_PRICES';

/** A procedure search: a CPT/HCPCS code or words of its name, near a point. */
export type ProcedureSearchInput = {
  /** Latitude of the point. */
  lat: number;
  /** Most hospitals to return; default 20, at most 100. */
  limit?: number | null | undefined;
  /** Longitude of the point. */
  lng: number;
  /** A code ("70551") or words of the procedure's name ("MRI of brain"); at least two characters. */
  query: string;
  /** Search radius in km; default 75, at most 500. */
  radiusKm?: number | null | undefined;
};

/** A map search: providers near a point with prices for one condition. */
export type ProviderSearchInput = {
  /**
   * Whether the visitor chose both the condition and the place (picked, typed, followed a link naming them,
   * or saved earlier), rather than the page's defaults. Only a chosen pair is counted as one of the free
   * searches (a pair the visitor did not choose is counted when they open a hospital's details in it).
   * Default true: a caller that does not say is counted. False is believed only of a search of the default
   * condition or at the default place (Austin, TX); any other pair is counted whatever this says.
   */
  chosen?: boolean | null | undefined;
  /** The condition, by id. Give diagnosisId or diagnosisSlug. */
  diagnosisId?: number | null | undefined;
  /** The condition, by slug. Give diagnosisId or diagnosisSlug. */
  diagnosisSlug?: string | null | undefined;
  /** Latitude of the search centre. */
  lat: number;
  /** Page size, at most 1000 (default 1000). */
  limit?: number | null | undefined;
  /** Longitude of the search centre. */
  lng: number;
  /** 1-based page number (default 1). */
  page?: number | null | undefined;
  /** Search radius in kilometres (default 75). */
  radiusKm?: number | null | undefined;
};

/** How the text was got: from the PDF's text layer, or by OCR of an image. */
export type ReadMethod =
  /** Optical character recognition of a scan or photo. */
  | 'OCR'
  /** The PDF's own text. */
  | 'TEXT';

/** Changes to the signed-in user's settings; omitted fields stay as they are. */
export type SettingsInput = {
  /** The current password, required to change e-mail or password. */
  currentPassword?: string | null | undefined;
  /** New e-mail address. */
  email?: string | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** New password (same strength rule as set-password). */
  password?: string | null | undefined;
};

/** Sort direction. */
export type SortOrder =
  /** Smallest or oldest first. */
  | 'ASC'
  /** Largest or newest first. */
  | 'DESC';

/** Changes to one to-do item. Fields left out stay as they are, so two tabs changing different fields keep both. */
export type TaskPatchInput = {
  /** Linked bill; null clears it. */
  billId?: string | number | null | undefined;
  /** Done (checked) or open. */
  done?: boolean | null | undefined;
  /** Due day; null clears it. */
  dueDate?: string | null | undefined;
  /** Linked event; null clears it. */
  eventId?: string | number | null | undefined;
  /** New text: trimmed, not blank, at most 500 characters. */
  text?: string | null | undefined;
};

/** The upload form's visit fields (saveVisit). On a saved visit a field left out keeps its value. */
export type VisitInput = {
  /** Admission date. */
  admitted?: string | null | undefined;
  /** Review text. */
  body?: string | null | undefined;
  /** Picked other conditions. */
  conditions?: Array<OptionInput> | null | undefined;
  /** Departure date. */
  departed?: string | null | undefined;
  /** Picked diagnoses. */
  diagnoses?: Array<OptionInput> | null | undefined;
  /** Already uploaded files to attach to the visit itself. */
  fileIds?: Array<string | number> | null | undefined;
  /** Insurance company. */
  insurance?: string | null | undefined;
  /** Line items: new bills, or changes to the visit's bills. */
  lines?: Array<VisitLineInput> | null | undefined;
  /** Name of the visit; a new visit without one is called after its clinic or first diagnosis. */
  name?: string | null | undefined;
  /** Picked procedures. */
  procedures?: Array<OptionInput> | null | undefined;
  /** A provider from the directory (CCN); null with providerName: typed as free text. */
  providerId?: string | number | null | undefined;
  /** Clinic or facility name. */
  providerName?: string | null | undefined;
  /** The user's rating of the facility, 1 to 5; null: no rating. */
  stars?: number | null | undefined;
};

/**
 * A line of the upload form: a new bill of the visit (no id; totalCents required) or a change to one of its
 * bills (with id; a field left out keeps the bill's value).
 */
export type VisitLineInput = {
  /** Bill type. */
  billType?: string | null | undefined;
  /**
   * The codes printed on the bill (its MS-DRG above all: the bill check reads it); on a saved bill, omitted
   * keeps its codes.
   */
  codes?: Array<string> | null | undefined;
  /** Already uploaded files to attach to the line's bill. */
  fileIds?: Array<string | number> | null | undefined;
  /** One of the visit's bills to change; omit for a new bill. */
  id?: string | number | null | undefined;
  /** What insurance paid, in cents; null when unknown. */
  payInsCents?: number | null | undefined;
  /** What the user paid, in cents (a new bill: 0 when omitted). */
  selfCents?: number | null | undefined;
  /** Line total, in cents (required for a new bill). */
  totalCents?: number | null | undefined;
};

/** How likely a kind of work is for a condition. */
export type WorkLikelihood =
  /** Usually needed. */
  | 'LIKELY'
  /** Needed only in rare cases. */
  | 'RARE'
  /** Usually not needed. */
  | 'UNLIKELY';

export type RememberReferenceMutationVariables = Exact<{
  reference: string;
}>;

export type RememberReferenceMutation = { rememberReference: boolean };

export type DataStatusQueryVariables = Exact<{ [key: string]: never }>;

export type DataStatusQuery = {
  dataStatus: { state: DataLoadState; percent: number; message: string | null };
};

export type ImageSearchQueryVariables = Exact<{
  site: string;
  query: string;
  orientation?: ImageOrientation | null | undefined;
  maxWidth?: number | null | undefined;
}>;

export type ImageSearchQuery = {
  images: Array<{
    url: string;
    thumb: string;
    title: string;
    width: number;
    height: number;
    orientation: ImageOrientation;
  }>;
};

export type PickerOptionsQueryVariables = Exact<{
  kind: OptionKind;
  query?: string | null | undefined;
}>;

export type PickerOptionsQuery = { options: Array<{ id: string; text: string }> };

export type ReadFileMutationVariables = Exact<{
  fileId: string | number;
}>;

export type ReadFileMutation = { readFile: { fileId: string; status: FileReadingStatus } };

export type FileReadingQueryVariables = Exact<{
  fileId: string | number;
}>;

export type FileReadingQuery = {
  fileReading: {
    fileId: string;
    fileName: string;
    status: FileReadingStatus;
    pagesDone: number;
    pagesTotal: number | null;
    error: string | null;
    bill: {
      layout: BillLayout;
      method: ReadMethod;
      pages: number;
      hospital: {
        page: number;
        line: number;
        confidence: number;
        value: {
          printedName: string;
          ccn: string | null;
          matchedName: string | null;
          matchedCity: string | null;
          matchedState: string | null;
        };
      } | null;
      statementDate: { value: string; page: number; line: number; confidence: number } | null;
      admissionDate: { value: string; page: number; line: number; confidence: number } | null;
      dischargeDate: { value: string; page: number; line: number; confidence: number } | null;
      totalChargesCents: { value: number; page: number; line: number; confidence: number } | null;
      insurancePaidCents: { value: number; page: number; line: number; confidence: number } | null;
      insuranceAdjustedCents: { value: number; page: number; line: number; confidence: number } | null;
      patientResponsibilityCents: { value: number; page: number; line: number; confidence: number } | null;
      drg: { value: string; page: number; line: number; confidence: number } | null;
      insurer: { value: string; page: number; line: number; confidence: number } | null;
      lines: Array<{
        date: string | null;
        revenueCode: string | null;
        code: string | null;
        description: string;
        quantity: number;
        amountCents: number;
        page: number;
        line: number;
        confidence: number;
      }>;
    } | null;
    findings: Array<{ kind: LineFindingKind; text: string; amountCents: number | null }>;
  } | null;
};

export type FileListItemFragment = {
  id: string;
  text: string;
  url: string;
  ext: string;
  size: number;
  created: string;
} & { ' $fragmentName'?: 'FileListItemFragment' };

export type DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteFileMutation = { deleteFile: boolean };

export type SetLanguageMutationVariables = Exact<{
  language: Language;
}>;

export type SetLanguageMutation = { setLanguage: { id: string; language: Language } };

export type TokenQueryVariables = Exact<{ [key: string]: never }>;

export type TokenQuery = {
  token: { email: string; reference: string; passActive: boolean; freeUsed: boolean } | null;
};

export type LogOutMutationVariables = Exact<{ [key: string]: never }>;

export type LogOutMutation = { logOut: boolean };

export type AccountPassEndQueryVariables = Exact<{ [key: string]: never }>;

export type AccountPassEndQuery = { me: { id: string; passEndsAt: string | null } | null };

export type PurchaseCheckoutQueryVariables = Exact<{
  sessionId: string | number;
}>;

export type PurchaseCheckoutQuery = {
  checkout: {
    id: string;
    customerEmail: string | null;
    amountTotalCents: number;
    paid: boolean;
    planName: string | null;
  };
};

export type WelcomePlansQueryVariables = Exact<{ [key: string]: never }>;

export type WelcomePlansQuery = {
  plans: Array<{
    id: string;
    name: string;
    priceCents: number;
    intervalText: string;
    features: Array<string>;
    highlighted: boolean;
    priceId: string | null;
  }>;
};

export type SignUpMutationVariables = Exact<{
  email: string;
  password?: string | null | undefined;
}>;

export type SignUpMutation = { signUp: { ok: boolean; message: string } };

export type AccountLogInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type AccountLogInMutation = { logIn: { email: string } };

export type AccountRequestAccessLinkMutationVariables = Exact<{
  email: string;
}>;

export type AccountRequestAccessLinkMutation = { requestAccessLink: { ok: boolean } };

export type AccountResendActivationMutationVariables = Exact<{
  email: string;
}>;

export type AccountResendActivationMutation = { resendActivation: { ok: boolean } };

export type AccountVerifyMutationVariables = Exact<{
  key: string;
  email: string;
}>;

export type AccountVerifyMutation = { verify: { ok: boolean } };

export type AccountLogInWithKeyMutationVariables = Exact<{
  key: string;
  email: string;
}>;

export type AccountLogInWithKeyMutation = { logInWithKey: { email: string } };

export type AccountRequestResetMutationVariables = Exact<{
  email: string;
}>;

export type AccountRequestResetMutation = { requestPasswordReset: { ok: boolean } };

export type AccountSetPasswordMutationVariables = Exact<{
  key: string;
  email?: string | null | undefined;
  password: string;
}>;

export type AccountSetPasswordMutation = { setPassword: { ok: boolean } };

export type WelcomeCreateCheckoutMutationVariables = Exact<{
  priceId: string;
  email: string;
}>;

export type WelcomeCreateCheckoutMutation = { createCheckout: { url: string } };

export type PurchaseUpdateSubscriptionMutationVariables = Exact<{
  checkoutSessionId: string | number;
}>;

export type PurchaseUpdateSubscriptionMutation = {
  updateSubscription: {
    awaitingConfirmation: boolean;
    confirmationSentTo: string | null;
    token: { email: string; passActive: boolean } | null;
  };
};

export type AffiliateMeQueryVariables = Exact<{ [key: string]: never }>;

export type AffiliateMeQuery = {
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  } | null;
};

export type AffiliateUpdateAddressMutationVariables = Exact<{
  input: AddressInput;
}>;

export type AffiliateUpdateAddressMutation = {
  updateAddress: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
};

export type AssistanceLetterSenderQueryVariables = Exact<{ [key: string]: never }>;

export type AssistanceLetterSenderQuery = {
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  } | null;
};

export type BillAssistanceQueryVariables = Exact<{
  billId: string | number;
}>;

export type BillAssistanceQuery = {
  billAssistanceFacts: {
    billId: string;
    eventId: string;
    eventName: string;
    admitted: string | null;
    departed: string | null;
    billDate: string;
    firstBillDate: string;
    firstBillDateSource: FirstBillDateSource;
    billedCents: number;
    selfPay: boolean;
    agbCents: number | null;
    agbText: string | null;
    hospital: {
      id: string;
      name: string;
      address: string;
      city: string;
      state: string;
      zip: string;
      ownershipKind: HospitalOwnershipKind | null;
      hospitalType: string | null;
      criticalAccess: boolean;
      kindText: string;
    } | null;
  };
};

export type SetFirstBillDateMutationVariables = Exact<{
  billId: string | number;
  date?: string | null | undefined;
}>;

export type SetFirstBillDateMutation = {
  setFirstBillDate: { billId: string; firstBillDate: string; firstBillDateSource: FirstBillDateSource };
};

export type AddAssistanceTasksMutationVariables = Exact<{
  billId: string | number;
}>;

export type AddAssistanceTasksMutation = {
  addAssistanceTasks: Array<{ id: string; text: string; dueDate: string | null }>;
};

export type BlogEditorQueryVariables = Exact<{
  id?: number | null | undefined;
  withPost: boolean;
}>;

export type BlogEditorQuery = {
  me: { id: string; isAdmin: boolean } | null;
  blog?: {
    id: number;
    title: string;
    slug: string | null;
    image: string | null;
    description: string;
    body: string;
    isPublished: boolean;
    help: boolean;
  } | null;
};

export type BlogPostQueryVariables = Exact<{
  slug?: string | null | undefined;
  id?: number | null | undefined;
}>;

export type BlogPostQuery = {
  blog: {
    id: number;
    title: string;
    slug: string | null;
    image: string | null;
    description: string;
    bodyHtml: string;
    published: string | null;
    isPublished: boolean;
    help: boolean;
    comments: Array<{ id: string } & { ' $fragmentRefs'?: { CommentItemFragment: CommentItemFragment } }>;
  } | null;
  me: { id: string; isAdmin: boolean } | null;
};

export type BlogListQueryVariables = Exact<{ [key: string]: never }>;

export type BlogListQuery = {
  blogs: Array<{ id: number } & { ' $fragmentRefs'?: { PostCardFragment: PostCardFragment } }>;
  me: { id: string; isAdmin: boolean } | null;
};

export type CommentItemFragment = {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
  hidden: boolean;
} & { ' $fragmentName'?: 'CommentItemFragment' };

export type PostCardFragment = {
  id: number;
  title: string;
  slug: string | null;
  image: string | null;
  description: string;
  published: string | null;
  isPublished: boolean;
} & { ' $fragmentName'?: 'PostCardFragment' };

export type AddCommentMutationVariables = Exact<{
  blogId: number;
  body: string;
}>;

export type AddCommentMutation = {
  addComment: { id: string } & { ' $fragmentRefs'?: { CommentItemFragment: CommentItemFragment } };
};

export type HideCommentMutationVariables = Exact<{
  id: string | number;
  hidden: boolean;
}>;

export type HideCommentMutation = { hideComment: { id: string; hidden: boolean } };

export type SaveBlogMutationVariables = Exact<{
  input: BlogInput;
}>;

export type SaveBlogMutation = {
  saveBlog: { id: number; slug: string | null; title: string; isPublished: boolean };
};

export type CategoriesPageQueryVariables = Exact<{ [key: string]: never }>;

export type CategoriesPageQuery = {
  categories: Array<{ id: string; name: string; icon: string | null; diagnoses: Array<{ id: number }> }>;
  diagnoses: Array<{ id: number; name: string }>;
};

export type CategoryConditionDetailsQueryVariables = Exact<{ [key: string]: never }>;

export type CategoryConditionDetailsQuery = {
  diagnoses: Array<{
    id: number;
    summary: string | null;
    specialties: Array<string>;
    hospitalization: number;
    hospitalizationLabel: string;
    work: Array<{ name: string; likelihood: WorkLikelihood }>;
  }>;
};

export type TestCheckoutQueryVariables = Exact<{
  sessionId: string | number;
}>;

export type TestCheckoutQuery = {
  checkout: {
    id: string;
    customerEmail: string | null;
    amountTotalCents: number;
    paid: boolean;
    planName: string | null;
  };
};

export type TestCheckoutCompleteMutationVariables = Exact<{
  sessionId: string | number;
}>;

export type TestCheckoutCompleteMutation = { completeTestCheckout: { id: string; paid: boolean } };

export type ContactSendMutationVariables = Exact<{
  input: ContactMessageInput;
}>;

export type ContactSendMutation = { contact: { ok: boolean } };

export type ContactRequestAccessMutationVariables = Exact<{
  input: AccessRequestInput;
}>;

export type ContactRequestAccessMutation = { requestAccess: { ok: boolean; message: string } };

export type BillLetterSenderQueryVariables = Exact<{ [key: string]: never }>;

export type BillLetterSenderQuery = {
  me: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    address: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  } | null;
};

export type BillLetterCheckQueryVariables = Exact<{
  billId?: string | number | null | undefined;
  eventId?: string | number | null | undefined;
  language?: Language | null | undefined;
}>;

export type BillLetterCheckQuery = {
  billCheck: {
    billId: string | null;
    eventId: string;
    eventName: string;
    admitted: string | null;
    departed: string | null;
    billedCents: number;
    paidCents: number | null;
    hospital: { id: string; name: string; address: string; city: string; state: string; zip: string } | null;
    letterLines: Array<{ text: string; source: string }>;
    nextSteps: Array<{ key: string; findings: Array<{ text: string }> }>;
  } & { ' $fragmentRefs'?: { BillCheckPriceFileFieldsFragment: BillCheckPriceFileFieldsFragment } };
};

export type BillCheckComparisonFieldsFragment = {
  comparison: BillCheckComparison;
  percentile: number | null;
  nearbyCount: number;
  nearbyStays: number;
  method: Array<string>;
  cheapest: Array<{
    providerId: string;
    providerName: string;
    avgTotalPaymentCents: number;
    discharges: number;
  }>;
  nearby: Array<{
    providerId: string;
    providerName: string;
    avgTotalPaymentCents: number;
    discharges: number;
    distanceKm: number | null;
  }>;
} & { ' $fragmentName'?: 'BillCheckComparisonFieldsFragment' };

export type BillCheckPanelQueryVariables = Exact<{
  billId?: string | number | null | undefined;
  eventId?: string | number | null | undefined;
}>;

export type BillCheckPanelQuery = {
  billCheck: {
    billId: string | null;
    eventId: string;
    eventName: string;
    admitted: string | null;
    departed: string | null;
    billedCents: number;
    paidCents: number | null;
    drg: string | null;
    verdict: BillVerdict;
    verdictLabel: string;
    explanation: string;
    ask: string | null;
    assistanceCapCents: number | null;
    thresholds: string;
    source: string;
    currentAvgTotalPaymentCents: number | null;
    currentDollarsLabel: string | null;
    benchmark: string | null;
    hospital: {
      id: string;
      name: string;
      address: string;
      city: string;
      state: string;
      zip: string;
      kindText: string;
    } | null;
    figure: {
      providerId: string;
      year: number;
      discharges: number;
      avgCoveredChargeCents: number;
      avgTotalPaymentCents: number;
      avgMedicarePaymentCents: number;
    } | null;
    comparisons: Array<{
      benchmark: BillBenchmark;
      askedCents: number;
      benchmarkCents: number;
      ratio: number;
      verdictLabel: string;
      benchmarkSentence: string;
      originalCents: number | null;
      originalYear: number | null;
      adjustedCents: number | null;
      adjustedYear: number | null;
      factor: number | null;
    }>;
    notAssessed: Array<{ benchmark: BillBenchmark; reason: string }>;
    letterLines: Array<{ text: string; source: string }>;
    nextSteps: Array<{
      key: string;
      title: string;
      text: string;
      dueDate: string | null;
      passedText: string | null;
      source: string;
      checklist: Array<string>;
      findings: Array<{ text: string; lines: Array<string>; fileName: string }>;
    }>;
  } & {
    ' $fragmentRefs'?: {
      BillCheckPriceFileFieldsFragment: BillCheckPriceFileFieldsFragment;
      BillCheckComparisonFieldsFragment: BillCheckComparisonFieldsFragment;
    };
  };
};

export type BillCheckPriceFileFieldsFragment = {
  billedCents: number;
  priceFile: {
    sourceLabel: string;
    usedForVerdict: boolean;
    verdict: BillVerdict;
    verdictLabel: string;
    explanation: string;
    basis: PriceFileBasis | null;
    referenceCents: number | null;
    askedCents: number | null;
    ratio: number | null;
    payerName: string | null;
    planName: string | null;
    allowedCents: number | null;
    patientAskedCents: number | null;
    unpublishedCodes: Array<string>;
    planEstimate: {
      kind: EstimateKind;
      patientCents: number | null;
      formula: string | null;
      message: string | null;
    } | null;
    lines: Array<{
      code: string;
      codeType: string;
      description: string;
      setting: string | null;
      grossCents: number | null;
      cashCents: number | null;
      minNegotiatedCents: number | null;
      maxNegotiatedCents: number | null;
      rateCount: number;
      line: number;
      allowedCents: number | null;
    }>;
  } | null;
} & { ' $fragmentName'?: 'BillCheckPriceFileFieldsFragment' };

export type DashboardBillForEditQueryVariables = Exact<{
  id: string | number;
}>;

export type DashboardBillForEditQuery = {
  bill:
    | ({
        files: Array<{ id: string; text: string }>;
        event: { id: string; name: string; files: Array<{ id: string; text: string }> };
      } & { ' $fragmentRefs'?: { BillFieldsFragment: BillFieldsFragment } })
    | null;
};

export type DashboardBillEventNameQueryVariables = Exact<{
  id: string | number;
}>;

export type DashboardBillEventNameQuery = {
  event: { id: string; name: string; files: Array<{ id: string; text: string }> } | null;
};

export type DashboardBillQueryVariables = Exact<{
  id: string | number;
}>;

export type DashboardBillQuery = {
  bill:
    | ({
        createdAt: string;
        statusHistory: Array<{ status: BillStatus; changedAt: string }>;
        files: Array<{ ' $fragmentRefs'?: { FileListItemFragment: FileListItemFragment } }>;
        event: { id: string; name: string };
      } & { ' $fragmentRefs'?: { BillFieldsFragment: BillFieldsFragment } })
    | null;
};

export type DashboardBillsQueryVariables = Exact<{
  page: number;
  sort?: BillSort | null | undefined;
  order?: SortOrder | null | undefined;
  status?: BillStatus | null | undefined;
}>;

export type DashboardBillsQuery = {
  bills: {
    count: number;
    page: number;
    hasNextPage: boolean;
    hits: Array<{
      id: string;
      status: BillStatus;
      due: string | null;
      billType: string | null;
      totalCents: number;
      selfCents: number;
      event: { id: string; name: string };
    }>;
  };
};

export type DashboardOverviewQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardOverviewQuery = {
  dashboard: {
    owedCents: number;
    dueSoonCents: number;
    dueSoonCount: number;
    eventCount: number;
    billCount: number;
    statusCounts: Array<{ status: BillStatus; count: number }>;
    spendingByMonth: Array<{ month: string; totalCents: number; selfCents: number }>;
  };
};

export type DashboardEventsQueryVariables = Exact<{
  page: number;
  limit: number;
  sort?: EventSort | null | undefined;
  order?: SortOrder | null | undefined;
}>;

export type DashboardEventsQuery = {
  events: {
    count: number;
    page: number;
    hasNextPage: boolean;
    hits: Array<{
      id: string;
      name: string;
      providerName: string | null;
      diagnosisName: string | null;
      admitted: string | null;
      departed: string | null;
      totalCents: number;
      selfCents: number;
      billCount: number;
      body: string | null;
      createdAt: string;
    }>;
  };
};

export type EventBillsPageRowsFragment = {
  hasNextPage: boolean;
  endCursor: string | null;
  hits: Array<{
    id: string;
    status: BillStatus;
    due: string | null;
    billType: string | null;
    totalCents: number;
    selfCents: number;
    payInsCents: number | null;
  }>;
} & { ' $fragmentName'?: 'EventBillsPageRowsFragment' };

export type DashboardEventBillsQueryVariables = Exact<{
  id: string | number;
  first: number;
  after: string;
}>;

export type DashboardEventBillsQuery = {
  event: {
    id: string;
    billsPage: { ' $fragmentRefs'?: { EventBillsPageRowsFragment: EventBillsPageRowsFragment } };
  } | null;
};

export type DashboardEventForEditQueryVariables = Exact<{
  id: string | number;
}>;

export type DashboardEventForEditQuery = {
  event:
    | ({
        id: string;
        name: string;
        providerName: string | null;
        admitted: string | null;
        departed: string | null;
        stars: number | null;
        body: string | null;
        insurance: string | null;
        provider: { id: string; name: string; city: string; state: string } | null;
        files: Array<{ id: string; text: string }>;
        bills: Array<{ id: string; files: Array<{ id: string; text: string }> }>;
      } & { ' $fragmentRefs'?: { VisitPicksFragment: VisitPicksFragment } })
    | null;
};

export type DashboardEventQueryVariables = Exact<{
  id: string | number;
  first: number;
}>;

export type DashboardEventQuery = {
  event: {
    id: string;
    name: string;
    providerName: string | null;
    diagnosisName: string | null;
    procedureName: string | null;
    conditionName: string | null;
    admitted: string | null;
    departed: string | null;
    stars: number | null;
    body: string | null;
    insurance: string | null;
    totalCents: number;
    selfCents: number;
    billCount: number;
    billsPage: { ' $fragmentRefs'?: { EventBillsPageRowsFragment: EventBillsPageRowsFragment } };
    files: Array<{ ' $fragmentRefs'?: { FileListItemFragment: FileListItemFragment } }>;
  } | null;
};

export type HelpArticlesQueryVariables = Exact<{ [key: string]: never }>;

export type HelpArticlesQuery = {
  blogs: Array<{ id: number; slug: string | null; title: string; description: string }>;
};

export type ReferralQueryVariables = Exact<{ [key: string]: never }>;

export type ReferralQuery = { referral: { reference: string; link: string; signups: number } };

export type BillSharingFieldsFragment = {
  billId: string;
  consented: boolean;
  shared: boolean;
  blocker: string | null;
  providerName: string | null;
  drg: string | null;
  year: number;
  month: number;
  billedCents: number;
  paidCents: number | null;
} & { ' $fragmentName'?: 'BillSharingFieldsFragment' };

export type BillSharingStatusQueryVariables = Exact<{
  billId: string | number;
}>;

export type BillSharingStatusQuery = {
  billSharing: { ' $fragmentRefs'?: { BillSharingFieldsFragment: BillSharingFieldsFragment } };
};

export type TodoTasksQueryVariables = Exact<{ [key: string]: never }>;

export type TodoTasksQuery = {
  tasks: Array<{
    id: string;
    text: string;
    done: boolean;
    dueDate: string | null;
    eventId: string | null;
    eventName: string | null;
    billId: string | null;
    createdAt: string;
  }>;
};

export type BillFieldsFragment = {
  id: string;
  status: BillStatus;
  due: string | null;
  billType: string | null;
  codes: Array<string>;
  totalCents: number;
  selfCents: number;
  payInsCents: number | null;
  note: string | null;
} & { ' $fragmentName'?: 'BillFieldsFragment' };

export type DirectoryHospitalsQueryVariables = Exact<{
  query: string;
}>;

export type DirectoryHospitalsQuery = {
  hospitals: Array<{ id: string; name: string; city: string; state: string; zip: string; isDemo: boolean }>;
};

export type DashboardOptionsQueryVariables = Exact<{
  kind: OptionKind;
}>;

export type DashboardOptionsQuery = { options: Array<{ id: string; text: string }> };

export type VisitPicksFragment = {
  diagnoses: Array<{ id: string; text: string }>;
  procedures: Array<{ id: string; text: string }>;
  conditions: Array<{ id: string; text: string }>;
} & { ' $fragmentName'?: 'VisitPicksFragment' };

export type TodoAddTaskMutationVariables = Exact<{
  input: NewTaskInput;
}>;

export type TodoAddTaskMutation = { addTask: { id: string } };

export type TodoUpdateTaskMutationVariables = Exact<{
  id: string | number;
  input: TaskPatchInput;
}>;

export type TodoUpdateTaskMutation = { updateTask: { id: string; done: boolean } };

export type TodoRemoveTaskMutationVariables = Exact<{
  id: string | number;
}>;

export type TodoRemoveTaskMutation = { removeTask: string };

export type ShareBillPriceMutationVariables = Exact<{
  billId: string | number;
}>;

export type ShareBillPriceMutation = {
  shareBillPrice: { ' $fragmentRefs'?: { BillSharingFieldsFragment: BillSharingFieldsFragment } };
};

export type UnshareBillPriceMutationVariables = Exact<{
  billId: string | number;
}>;

export type UnshareBillPriceMutation = {
  unshareBillPrice: { ' $fragmentRefs'?: { BillSharingFieldsFragment: BillSharingFieldsFragment } };
};

export type OpenBillComparisonMutationVariables = Exact<{
  billId?: string | number | null | undefined;
  eventId?: string | number | null | undefined;
}>;

export type OpenBillComparisonMutation = {
  openBillComparison: {
    ' $fragmentRefs'?: { BillCheckComparisonFieldsFragment: BillCheckComparisonFieldsFragment };
  };
};

export type AddBillCheckTasksMutationVariables = Exact<{
  billId?: string | number | null | undefined;
  eventId?: string | number | null | undefined;
}>;

export type AddBillCheckTasksMutation = {
  addBillCheckTasks: Array<{ id: string; text: string; date: string | null }>;
};

export type DashboardSaveEventMutationVariables = Exact<{
  input: EventInput;
}>;

export type DashboardSaveEventMutation = {
  saveEvent: {
    event: {
      id: string;
      name: string;
      providerName: string | null;
      admitted: string | null;
      departed: string | null;
      stars: number | null;
      body: string | null;
      insurance: string | null;
      totalCents: number;
      selfCents: number;
      billCount: number;
    };
  };
};

export type DashboardDeleteEventMutationVariables = Exact<{
  id: string | number;
}>;

export type DashboardDeleteEventMutation = { deleteEvent: { id: string; deletedBills: number } };

export type DashboardSaveBillMutationVariables = Exact<{
  input: BillInput;
}>;

export type DashboardSaveBillMutation = {
  saveBill: {
    bill: { ' $fragmentRefs'?: { BillFieldsFragment: BillFieldsFragment } };
    event: { id: string; totalCents: number; selfCents: number; billCount: number };
  };
};

export type DashboardDeleteBillMutationVariables = Exact<{
  id: string | number;
}>;

export type DashboardDeleteBillMutation = {
  deleteBill: { id: string; event: { id: string; totalCents: number; selfCents: number; billCount: number } };
};

export type HomeQueryVariables = Exact<{ [key: string]: never }>;

export type HomeQuery = {
  systems: Array<{ ' $fragmentRefs'?: { SystemTileFragment: SystemTileFragment } }>;
  blogs: Array<{ id: number } & { ' $fragmentRefs'?: { PostCardFragment: PostCardFragment } }>;
  datasets: Array<{
    id: string;
    name: string;
    source: string;
    year: number;
    isDemo: boolean;
    rowsImported: number;
  }>;
  token: { email: string } | null;
};

export type WizardSaveEventMutationVariables = Exact<{
  input: EventInput;
}>;

export type WizardSaveEventMutation = {
  saveEvent: { event: { id: string; name: string; totalCents: number; billCount: number } };
};

export type ListPriceRangeFragment = {
  singleValue: boolean;
  currentDollars: {
    lowestCents: number;
    highestCents: number;
    averageCents: number;
    cpiYear: number;
    fromYears: Array<number>;
  } | null;
  byYear: Array<{ year: number; lowestCents: number; highestCents: number; sourceLabel: string }>;
} & { ' $fragmentName'?: 'ListPriceRangeFragment' };

export type ComparablePriceRangeFragment = ({
  lowestCents: number;
  highestCents: number;
  averageCents: number;
  amount: number;
  source: { name: string; year: number; isDemo: boolean };
} & { ' $fragmentRefs'?: { ListPriceRangeFragment: ListPriceRangeFragment } }) & {
  ' $fragmentName'?: 'ComparablePriceRangeFragment';
};

export type MapConditionOptionsQueryVariables = Exact<{
  query?: string | null | undefined;
  limit?: number | null | undefined;
  lat: number;
  lng: number;
  near: boolean;
}>;

export type MapConditionOptionsQuery = {
  diagnoses: Array<{
    id: number;
    name: string;
    slug: string;
    common: boolean;
    pricedHospitals: number;
    pricedHospitalsNear?: number;
  }>;
};

export type HospitalFactsFragment = {
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  website: string | null;
  hospitalType: string | null;
  ownership: string | null;
  emergencyServices: boolean | null;
  birthingFriendly: boolean | null;
  beds: number | null;
  locationSource: LocationSource | null;
  starRating: { value: number; source: string; asOf: string | null } | null;
} & { ' $fragmentName'?: 'HospitalFactsFragment' };

export type MapConditionDrgsQueryVariables = Exact<{
  id: number;
}>;

export type MapConditionDrgsQuery = { diagnosis: { id: number; cmsCodes: Array<{ drg: string }> } | null };

export type MapHospitalPricesQueryVariables = Exact<{
  providerId: string | number;
  drgs?: Array<string> | string | null | undefined;
}>;

export type MapHospitalPricesQuery = {
  hospitalPrices: {
    providerId: string;
    source: { fileName: string; lastUpdatedOn: string | null; version: string };
    items: Array<{ ' $fragmentRefs'?: { PriceFileItemFragment: PriceFileItemFragment } }>;
  } | null;
};

export type MapCitySuggestionsQueryVariables = Exact<{
  prefix: string;
}>;

export type MapCitySuggestionsQuery = {
  cities: Array<{ name: string; state: string; lat: number; lng: number; label: string }>;
};

export type MapNearestCityQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;

export type MapNearestCityQuery = {
  nearestCity: { name: string; state: string; lat: number; lng: number; label: string } | null;
};

export type MapPatientPricesQueryVariables = Exact<{
  providerId: string | number;
  diagnosisId?: number | null | undefined;
}>;

export type MapPatientPricesQuery = {
  patientPrices: {
    providerId: string;
    minReporters: number;
    summaries: Array<{
      drg: string;
      title: string | null;
      billed: { fromCents: number; toCents: number | null };
      paid: { fromCents: number; toCents: number | null } | null;
    }>;
  } | null;
};

export type MapPriceFileSummariesQueryVariables = Exact<{
  providerIds: Array<string | number> | string | number;
  diagnosisId: number;
}>;

export type MapPriceFileSummariesQuery = {
  priceFileSummaries: Array<{
    providerId: string;
    itemCount: number;
    cashCents: number | null;
    myInsurerCents: number | null;
    myEstimateCents: number | null;
    hasPlan: boolean;
    source: { fileName: string; lastUpdatedOn: string | null; version: string };
  }>;
};

export type MapProviderDetailQueryVariables = Exact<{
  id: string | number;
  diagnosisId?: number | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
}>;

export type MapProviderDetailQuery = {
  provider: {
    searchCount: number;
    access: { listPrices: boolean; detailPrices: boolean; prompt: AccessPrompt };
    estimate: { ' $fragmentRefs'?: { DetailEstimateFragment: DetailEstimateFragment } } | null;
    provider: {
      id: string;
      name: string;
      priceRange: {
        ' $fragmentRefs'?: { ComparablePriceRangeFragment: ComparablePriceRangeFragment };
      } | null;
      prices: Array<{ ' $fragmentRefs'?: { DetailPriceFigureFragment: DetailPriceFigureFragment } }>;
    } & { ' $fragmentRefs'?: { HospitalFactsFragment: HospitalFactsFragment } };
  } | null;
};

export type MapProviderItemFragment = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  distanceKm: number | null;
  location: { lat: number; lng: number } | null;
  priceRange: { ' $fragmentRefs'?: { ListPriceRangeFragment: ListPriceRangeFragment } } | null;
} & { ' $fragmentName'?: 'MapProviderItemFragment' };

export type DetailPriceFigureFragment = {
  discharges: number;
  averageCoveredChargeCents: number;
  averageTotalPaymentCents: number;
  averageMedicarePaymentCents: number;
  drg: { drg: string; title: string };
  source: { name: string; year: number; isDemo: boolean };
} & { ' $fragmentName'?: 'DetailPriceFigureFragment' };

export type DetailEstimateFragment = { patientShareCents: number; insuranceShareCents: number } & {
  ' $fragmentName'?: 'DetailEstimateFragment';
};

export type TownsNearQueryVariables = Exact<{
  lat: number;
  lng: number;
}>;

export type TownsNearQuery = {
  townsNear: Array<{ name: string; lat: number; lng: number; minZoom: number }>;
};

export type MapSaveGeoMutationVariables = Exact<{
  input: GeoSessionInput;
}>;

export type MapSaveGeoMutation = { setGeoSession: { searchCount: number } };

export type MapSessionQueryVariables = Exact<{ [key: string]: never }>;

export type MapSessionQuery = {
  geoSession: {
    city: string | null;
    state: string | null;
    lat: number | null;
    lng: number | null;
    address: string | null;
    searchCount: number;
    diagnosis: { id: string; text: string } | null;
  };
};

export type MapSearchQueryVariables = Exact<{
  input: ProviderSearchInput;
}>;

export type MapSearchQuery = {
  searchProviders: {
    count: number;
    widened: boolean;
    searchCount: number;
    unavailable: {
      message: string;
      reason: PricesUnavailableReason;
      coveredConditions: number;
      nearest: { id: string; name: string; city: string; state: string; distanceKm: number | null } | null;
      related: Array<{ id: number; name: string; slug: string }>;
    } | null;
    diagnosis: {
      id: number;
      name: string;
      slug: string;
      active: boolean;
      noFiguresReason: string | null;
    } | null;
    access: { listPrices: boolean; detailPrices: boolean; prompt: AccessPrompt };
    hits: Array<{ ' $fragmentRefs'?: { MapProviderItemFragment: MapProviderItemFragment } }>;
  };
};

export type PriceFileCoverageQueryVariables = Exact<{ [key: string]: never }>;

export type PriceFileCoverageQuery = {
  priceFileCoverage: {
    hospitals: number;
    states: Array<string>;
    oldestDate: string | null;
    newestDate: string | null;
    undatedFiles: number;
    list: Array<{ providerId: string; name: string; city: string; state: string; fileDate: string | null }>;
  };
};

export type PriceFileItemFragment = {
  description: string;
  plainName: string | null;
  plainNameIsOurs: boolean;
  setting: string | null;
  grossCents: number | null;
  cashCents: number | null;
  minNegotiatedCents: number | null;
  maxNegotiatedCents: number | null;
  rateCount: number;
  line: number;
  codes: Array<{ code: string; type: string }>;
  source: { fileName: string; lastUpdatedOn: string | null; version: string; format: string };
  estimate: {
    kind: EstimateKind;
    patientCents: number | null;
    basisCents: number | null;
    cappedByOopMax: boolean | null;
    formula: string | null;
    message: string | null;
    copayNote: string | null;
    highBasisCents: number | null;
    highPatientCents: number | null;
    rateNote: string | null;
  };
} & { ' $fragmentName'?: 'PriceFileItemFragment' };

export type ProceduresGeoQueryVariables = Exact<{ [key: string]: never }>;

export type ProceduresGeoQuery = {
  geoSession: {
    city: string | null;
    state: string | null;
    lat: number | null;
    lng: number | null;
    address: string | null;
  };
};

export type ProcedureSearchQueryVariables = Exact<{
  input: ProcedureSearchInput;
}>;

export type ProcedureSearchQuery = {
  searchProcedures: {
    codes: Array<string>;
    filesNearby: number;
    hits: Array<{
      providerId: string;
      name: string;
      address: string;
      city: string;
      state: string;
      zip: string;
      distanceKm: number;
      items: Array<{ ' $fragmentRefs'?: { PriceFileItemFragment: PriceFileItemFragment } }>;
    }>;
  };
};

export type InsuranceFieldsFragment = {
  payerKey: string;
  payerName: string;
  planName: string;
  deductibleCents: number;
  deductibleRemainingCents: number;
  coinsurancePercent: number;
  copayCents: number;
  oopMaxCents: number;
  oopRemainingCents: number;
  updatedAt: string;
} & { ' $fragmentName'?: 'InsuranceFieldsFragment' };

export type SettingsInsuranceQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsInsuranceQuery = {
  payers: Array<{ key: string; name: string; known: boolean }>;
  myInsurance: { ' $fragmentRefs'?: { InsuranceFieldsFragment: InsuranceFieldsFragment } } | null;
};

export type SettingsPassQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsPassQuery = {
  me: { id: string; passActive: boolean; passEndsAt: string | null; passCanceled: boolean } | null;
};

export type SettingsMeQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsMeQuery = {
  me: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    pendingEmail: string | null;
  } | null;
};

export type SettingsPriceSharingQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsPriceSharingQuery = {
  priceSharing: { consented: boolean; consentedAt: string | null; sharedBills: number };
};

export type SettingsSessionsQueryVariables = Exact<{ [key: string]: never }>;

export type SettingsSessionsQuery = {
  signedInSessions: Array<{ createdAt: string; expiresAt: string; current: boolean }>;
};

export type SettingsUpdateMutationVariables = Exact<{
  input: SettingsInput;
}>;

export type SettingsUpdateMutation = {
  updateSettings: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    pendingEmail: string | null;
  };
};

export type SettingsSignOutEverywhereMutationVariables = Exact<{
  keepThisOne?: boolean | null | undefined;
}>;

export type SettingsSignOutEverywhereMutation = { signOutEverywhere: number };

export type SettingsDeleteAccountMutationVariables = Exact<{
  confirm: string;
}>;

export type SettingsDeleteAccountMutation = { deleteAccount: { ok: boolean; message: string } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  key: string;
}>;

export type ConfirmEmailChangeMutation = { confirmEmailChange: { ok: boolean; message: string } };

export type SettingsCancelPassMutationVariables = Exact<{ [key: string]: never }>;

export type SettingsCancelPassMutation = {
  cancelPass: { id: string; passActive: boolean; passEndsAt: string | null; passCanceled: boolean };
};

export type SettingsSaveInsuranceMutationVariables = Exact<{
  input: InsuranceInput;
}>;

export type SettingsSaveInsuranceMutation = {
  saveInsurance: { ' $fragmentRefs'?: { InsuranceFieldsFragment: InsuranceFieldsFragment } };
};

export type SettingsDeleteInsuranceMutationVariables = Exact<{ [key: string]: never }>;

export type SettingsDeleteInsuranceMutation = { deleteInsurance: boolean };

export type SettingsSetPriceSharingMutationVariables = Exact<{
  consent: boolean;
}>;

export type SettingsSetPriceSharingMutation = {
  setPriceSharing: { consented: boolean; consentedAt: string | null; sharedBills: number };
};

export type SystemTileFragment = { id: number; name: string; image: string | null } & {
  ' $fragmentName'?: 'SystemTileFragment';
};

export type SystemPageQueryVariables = Exact<{
  id: number;
}>;

export type SystemPageQuery = {
  system: {
    id: number;
    name: string;
    image: string | null;
    description: string | null;
    diagnoses: Array<{ id: number; name: string; summary: string | null; common: boolean }>;
  } | null;
};

export type SystemsPageQueryVariables = Exact<{ [key: string]: never }>;

export type SystemsPageQuery = {
  systems: Array<{ ' $fragmentRefs'?: { SystemTileFragment: SystemTileFragment } }>;
};

export type UploadVisitFieldsFragment = ({
  id: string;
  providerName: string | null;
  providerId: string | null;
  admitted: string | null;
  departed: string | null;
  stars: number | null;
  body: string | null;
  insurance: string | null;
  bills: Array<{
    id: string;
    billType: string | null;
    totalCents: number;
    selfCents: number;
    payInsCents: number | null;
  }>;
  files: Array<{ id: string; text: string; size: number }>;
} & { ' $fragmentRefs'?: { VisitPicksFragment: VisitPicksFragment } }) & {
  ' $fragmentName'?: 'UploadVisitFieldsFragment';
};

export type UploadVisitQueryVariables = Exact<{
  id: string | number;
}>;

export type UploadVisitQuery = {
  event: { ' $fragmentRefs'?: { UploadVisitFieldsFragment: UploadVisitFieldsFragment } } | null;
};

export type UploadDraftVisitsQueryVariables = Exact<{ [key: string]: never }>;

export type UploadDraftVisitsQuery = { draftVisits: Array<{ id: string; createdAt: string; files: number }> };

export type UploadSaveVisitMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: VisitInput;
}>;

export type UploadSaveVisitMutation = { saveVisit: { event: { id: string } } };

export type UploadDiscardDraftMutationVariables = Exact<{
  id: string | number;
}>;

export type UploadDiscardDraftMutation = { deleteEvent: { id: string } };

export const FileListItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FileItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ext' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileListItemFragment, unknown>;
export const CommentItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentItemFragment, unknown>;
export const PostCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Blog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'published' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostCardFragment, unknown>;
export const BillCheckComparisonFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'comparison' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percentile' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyStays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cheapest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nearby' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillCheckComparisonFieldsFragment, unknown>;
export const BillCheckPriceFileFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckPriceFileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedForVerdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdictLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referenceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientAskedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpublishedCodes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'planEstimate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'codeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillCheckPriceFileFieldsFragment, unknown>;
export const EventBillsPageRowsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventBillsPageRows' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventBillsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EventBillsPageRowsFragment, unknown>;
export const BillSharingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillSharingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillSharing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shared' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillSharingFieldsFragment, unknown>;
export const BillFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bill' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'due' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillFieldsFragment, unknown>;
export const ListPriceRangeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListPriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'singleValue' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentDollars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cpiYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromYears' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'byYear' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListPriceRangeFragment, unknown>;
export const ComparablePriceRangeFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComparablePriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListPriceRange' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListPriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'singleValue' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentDollars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cpiYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromYears' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'byYear' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComparablePriceRangeFragment, unknown>;
export const HospitalFactsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HospitalFacts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Provider' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'website' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hospitalType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownership' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyServices' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthingFriendly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'beds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'starRating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'locationSource' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HospitalFactsFragment, unknown>;
export const MapProviderItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MapProviderItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Provider' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListPriceRange' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListPriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'singleValue' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentDollars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cpiYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromYears' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'byYear' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapProviderItemFragment, unknown>;
export const DetailPriceFigureFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DetailPriceFigure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderPrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'drg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCoveredChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageTotalPaymentCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageMedicarePaymentCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DetailPriceFigureFragment, unknown>;
export const DetailEstimateFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DetailEstimate' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'patientShareCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'insuranceShareCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DetailEstimateFragment, unknown>;
export const PriceFileItemFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceFileItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HospitalPriceItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'codes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainNameIsOurs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'line' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUpdatedOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'estimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cappedByOopMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'copayNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highBasisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highPatientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateNote' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceFileItemFragment, unknown>;
export const InsuranceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InsuranceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Insurance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'payerKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coinsurancePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copayCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopMaxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InsuranceFieldsFragment, unknown>;
export const SystemTileFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SystemTile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'System' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SystemTileFragment, unknown>;
export const VisitPicksFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VisitPicks' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'procedures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VisitPicksFragment, unknown>;
export const UploadVisitFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UploadVisitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VisitPicks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'insurance' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bills' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VisitPicks' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'procedures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadVisitFieldsFragment, unknown>;
export const RememberReferenceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RememberReference' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rememberReference' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reference' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reference' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RememberReferenceMutation, RememberReferenceMutationVariables>;
export const DataStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataStatusQuery, DataStatusQueryVariables>;
export const ImageSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ImageSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'site' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'orientation' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageOrientation' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maxWidth' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'site' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'site' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'orientation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'orientation' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maxWidth' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maxWidth' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumb' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'orientation' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImageSearchQuery, ImageSearchQueryVariables>;
export const PickerOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PickerOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OptionKind' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PickerOptionsQuery, PickerOptionsQueryVariables>;
export const ReadFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReadFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'readFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReadFileMutation, ReadFileMutationVariables>;
export const FileReadingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FileReading' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fileReading' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'fileId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pagesDone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pagesTotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bill' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'layout' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hospital' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'value' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'printedName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'ccn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'matchedName' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'matchedCity' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'matchedState' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'statementDate' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'admissionDate' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'dischargeDate' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'totalChargesCents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'insurancePaidCents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'insuranceAdjustedCents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'patientResponsibilityCents' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'drg' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'insurer' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lines' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'revenueCode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'findings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileReadingQuery, FileReadingQueryVariables>;
export const DeleteFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteFileMutation, DeleteFileMutationVariables>;
export const SetLanguageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetLanguage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Language' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setLanguage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetLanguageMutation, SetLanguageMutationVariables>;
export const TokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Token' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'token' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freeUsed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TokenQuery, TokenQueryVariables>;
export const LogOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LogOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<LogOutMutation, LogOutMutationVariables>;
export const AccountPassEndDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountPassEnd' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passEndsAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountPassEndQuery, AccountPassEndQueryVariables>;
export const PurchaseCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PurchaseCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountTotalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseCheckoutQuery, PurchaseCheckoutQueryVariables>;
export const WelcomePlansDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WelcomePlans' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'plans' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'intervalText' } },
                { kind: 'Field', name: { kind: 'Name', value: 'features' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highlighted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WelcomePlansQuery, WelcomePlansQueryVariables>;
export const SignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const AccountLogInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountLogIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountLogInMutation, AccountLogInMutationVariables>;
export const AccountRequestAccessLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountRequestAccessLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestAccessLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountRequestAccessLinkMutation, AccountRequestAccessLinkMutationVariables>;
export const AccountResendActivationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountResendActivation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendActivation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountResendActivationMutation, AccountResendActivationMutationVariables>;
export const AccountVerifyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountVerify' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verify' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountVerifyMutation, AccountVerifyMutationVariables>;
export const AccountLogInWithKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountLogInWithKey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'logInWithKey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountLogInWithKeyMutation, AccountLogInWithKeyMutationVariables>;
export const AccountRequestResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountRequestReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountRequestResetMutation, AccountRequestResetMutationVariables>;
export const AccountSetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AccountSetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountSetPasswordMutation, AccountSetPasswordMutationVariables>;
export const WelcomeCreateCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WelcomeCreateCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priceId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'priceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'priceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WelcomeCreateCheckoutMutation, WelcomeCreateCheckoutMutationVariables>;
export const PurchaseUpdateSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PurchaseUpdateSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutSessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'checkoutSessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutSessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'awaitingConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmationSentTo' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'token' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passActive' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PurchaseUpdateSubscriptionMutation, PurchaseUpdateSubscriptionMutationVariables>;
export const AffiliateMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AffiliateMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AffiliateMeQuery, AffiliateMeQueryVariables>;
export const AffiliateUpdateAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AffiliateUpdateAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddressInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AffiliateUpdateAddressMutation, AffiliateUpdateAddressMutationVariables>;
export const AssistanceLetterSenderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AssistanceLetterSender' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssistanceLetterSenderQuery, AssistanceLetterSenderQueryVariables>;
export const BillAssistanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillAssistance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billAssistanceFacts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hospital' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownershipKind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hospitalType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'criticalAccess' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kindText' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstBillDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstBillDateSource' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfPay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'agbCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'agbText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillAssistanceQuery, BillAssistanceQueryVariables>;
export const SetFirstBillDateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetFirstBillDate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Date' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setFirstBillDate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'date' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'date' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstBillDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstBillDateSource' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetFirstBillDateMutation, SetFirstBillDateMutationVariables>;
export const AddAssistanceTasksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddAssistanceTasks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addAssistanceTasks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddAssistanceTasksMutation, AddAssistanceTasksMutationVariables>;
export const BlogEditorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogEditor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withPost' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withPost' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
                { kind: 'Field', name: { kind: 'Name', value: 'help' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogEditorQuery, BlogEditorQueryVariables>;
export const BlogPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bodyHtml' } },
                { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
                { kind: 'Field', name: { kind: 'Name', value: 'help' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentItem' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const BlogListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BlogList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeDrafts' },
                value: { kind: 'BooleanValue', value: true },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PostCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Blog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'published' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlogListQuery, BlogListQueryVariables>;
export const AddCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'blogId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'blogId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'blogId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentItem' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogComment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const HideCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HideComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hideComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hidden' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HideCommentMutation, HideCommentMutationVariables>;
export const SaveBlogDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveBlog' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlogInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveBlog' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveBlogMutation, SaveBlogMutationVariables>;
export const CategoriesPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoriesPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'diagnoses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoriesPageQuery, CategoriesPageQueryVariables>;
export const CategoryConditionDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CategoryConditionDetails' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                { kind: 'Field', name: { kind: 'Name', value: 'specialties' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hospitalization' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hospitalizationLabel' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'work' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'likelihood' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryConditionDetailsQuery, CategoryConditionDetailsQueryVariables>;
export const TestCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TestCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checkout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customerEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountTotalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCheckoutQuery, TestCheckoutQueryVariables>;
export const TestCheckoutCompleteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestCheckoutComplete' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeTestCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestCheckoutCompleteMutation, TestCheckoutCompleteMutationVariables>;
export const ContactSendDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ContactSend' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ContactMessageInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'contact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactSendMutation, ContactSendMutationVariables>;
export const ContactRequestAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ContactRequestAccess' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccessRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestAccess' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ContactRequestAccessMutation, ContactRequestAccessMutationVariables>;
export const BillLetterSenderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillLetterSender' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillLetterSenderQuery, BillLetterSenderQueryVariables>;
export const BillLetterCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillLetterCheck' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Language' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billCheck' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hospital' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'letterLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nextSteps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'findings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'text' } }],
                        },
                      },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillCheckPriceFileFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckPriceFileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedForVerdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdictLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referenceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientAskedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpublishedCodes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'planEstimate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'codeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillLetterCheckQuery, BillLetterCheckQueryVariables>;
export const BillCheckPanelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillCheckPanel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billCheck' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hospital' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kindText' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdictLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ask' } },
                { kind: 'Field', name: { kind: 'Name', value: 'assistanceCapCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thresholds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'figure' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avgCoveredChargeCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avgMedicarePaymentCents' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'currentAvgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentDollarsLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'benchmark' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comparisons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'benchmark' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'askedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'benchmarkCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'verdictLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'benchmarkSentence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'originalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'originalYear' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjustedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'adjustedYear' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'factor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'notAssessed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'benchmark' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'letterLines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillCheckPriceFileFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nextSteps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'passedText' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'checklist' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'findings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lines' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillCheckComparisonFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckPriceFileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'usedForVerdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdictLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'explanation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referenceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'askedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientAskedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unpublishedCodes' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'planEstimate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'codeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowedCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'comparison' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percentile' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyStays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cheapest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nearby' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillCheckPanelQuery, BillCheckPanelQueryVariables>;
export const DashboardBillForEditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardBillForEdit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bill' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'files' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bill' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'due' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardBillForEditQuery, DashboardBillForEditQueryVariables>;
export const DashboardBillEventNameDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardBillEventName' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardBillEventNameQuery, DashboardBillEventNameQueryVariables>;
export const DashboardBillDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardBill' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bill' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statusHistory' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'changedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FileListItem' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bill' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'due' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FileItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ext' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardBillQuery, DashboardBillQueryVariables>;
export const DashboardBillsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardBills' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillStatus' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bills' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '10' },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'order' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hits' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'event' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardBillsQuery, DashboardBillsQueryVariables>;
export const DashboardOverviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardOverview' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'owedCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueSoonCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueSoonCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statusCounts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'spendingByMonth' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const DashboardEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EventSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SortOrder' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'order' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'order' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hits' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'diagnosisName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardEventsQuery, DashboardEventsQueryVariables>;
export const DashboardEventBillsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardEventBills' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billsPage' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'after' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventBillsPageRows' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventBillsPageRows' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventBillsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardEventBillsQuery, DashboardEventBillsQueryVariables>;
export const DashboardEventForEditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardEventForEdit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'provider' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                    ],
                  },
                },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VisitPicks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'insurance' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bills' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'files' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VisitPicks' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'procedures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardEventForEditQuery, DashboardEventForEditQueryVariables>;
export const DashboardEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'diagnosisName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'procedureName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conditionName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'insurance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billsPage' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EventBillsPageRows' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FileListItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EventBillsPageRows' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EventBillsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileListItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FileItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ext' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardEventQuery, DashboardEventQueryVariables>;
export const HelpArticlesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HelpArticles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'help' },
                value: { kind: 'BooleanValue', value: true },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HelpArticlesQuery, HelpArticlesQueryVariables>;
export const ReferralDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Referral' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'referral' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signups' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReferralQuery, ReferralQueryVariables>;
export const BillSharingStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BillSharingStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'billSharing' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillSharingFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillSharingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillSharing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shared' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BillSharingStatusQuery, BillSharingStatusQueryVariables>;
export const TodoTasksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TodoTasks' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tasks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'done' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dueDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'eventName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodoTasksQuery, TodoTasksQueryVariables>;
export const DirectoryHospitalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DirectoryHospitals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hospitals' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '10' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DirectoryHospitalsQuery, DirectoryHospitalsQueryVariables>;
export const DashboardOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OptionKind' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardOptionsQuery, DashboardOptionsQueryVariables>;
export const TodoAddTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TodoAddTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewTaskInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodoAddTaskMutation, TodoAddTaskMutationVariables>;
export const TodoUpdateTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TodoUpdateTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TaskPatchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'done' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodoUpdateTaskMutation, TodoUpdateTaskMutationVariables>;
export const TodoRemoveTaskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TodoRemoveTask' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeTask' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TodoRemoveTaskMutation, TodoRemoveTaskMutationVariables>;
export const ShareBillPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ShareBillPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shareBillPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillSharingFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillSharingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillSharing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shared' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShareBillPriceMutation, ShareBillPriceMutationVariables>;
export const UnshareBillPriceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnshareBillPrice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unshareBillPrice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillSharingFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillSharingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillSharing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'billId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shared' } },
          { kind: 'Field', name: { kind: 'Name', value: 'blocker' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paidCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnshareBillPriceMutation, UnshareBillPriceMutationVariables>;
export const OpenBillComparisonDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenBillComparison' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openBillComparison' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillCheckComparisonFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillCheckComparisonFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BillCheck' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'comparison' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percentile' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nearbyStays' } },
          { kind: 'Field', name: { kind: 'Name', value: 'method' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cheapest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nearby' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgTotalPaymentCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
                { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenBillComparisonMutation, OpenBillComparisonMutationVariables>;
export const AddBillCheckTasksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddBillCheckTasks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addBillCheckTasks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'billId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'billId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'eventId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'eventId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddBillCheckTasksMutation, AddBillCheckTasksMutationVariables>;
export const DashboardSaveEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DashboardSaveEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EventInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'insurance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardSaveEventMutation, DashboardSaveEventMutationVariables>;
export const DashboardDeleteEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DashboardDeleteEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'deletedBills' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardDeleteEventMutation, DashboardDeleteEventMutationVariables>;
export const DashboardSaveBillDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DashboardSaveBill' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BillInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveBill' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bill' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'BillFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BillFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Bill' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'due' } },
          { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'codes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardSaveBillMutation, DashboardSaveBillMutationVariables>;
export const DashboardDeleteBillDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DashboardDeleteBill' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteBill' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardDeleteBillMutation, DashboardDeleteBillMutationVariables>;
export const HomeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Home' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'systems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SystemTile' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blogs' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '3' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PostCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'datasets' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rowsImported' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'token' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SystemTile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'System' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PostCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Blog' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'published' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const WizardSaveEventDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WizardSaveEvent' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EventInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'billCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WizardSaveEventMutation, WizardSaveEventMutationVariables>;
export const MapConditionOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapConditionOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'near' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'common' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricedHospitals' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pricedHospitalsNear' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'lat' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'lng' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
                    },
                  ],
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'near' } },
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapConditionOptionsQuery, MapConditionOptionsQueryVariables>;
export const MapConditionDrgsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapConditionDrgs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnosis' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cmsCodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'drg' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapConditionDrgsQuery, MapConditionDrgsQueryVariables>;
export const MapHospitalPricesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapHospitalPrices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'providerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'drgs' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hospitalPrices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'providerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'providerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'drgs' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'drgs' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'source' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastUpdatedOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceFileItem' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceFileItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HospitalPriceItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'codes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainNameIsOurs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'line' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUpdatedOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'estimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cappedByOopMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'copayNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highBasisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highPatientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateNote' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapHospitalPricesQuery, MapHospitalPricesQueryVariables>;
export const MapCitySuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapCitySuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prefix' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cities' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'prefix' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'prefix' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '8' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapCitySuggestionsQuery, MapCitySuggestionsQueryVariables>;
export const MapNearestCityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapNearestCity' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nearestCity' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lat' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lng' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapNearestCityQuery, MapNearestCityQueryVariables>;
export const MapPatientPricesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapPatientPrices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'providerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'patientPrices' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'providerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'providerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'diagnosisId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minReporters' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summaries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'billed' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'fromCents' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'toCents' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'paid' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'fromCents' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'toCents' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapPatientPricesQuery, MapPatientPricesQueryVariables>;
export const MapPriceFileSummariesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapPriceFileSummaries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'providerIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceFileSummaries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'providerIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'providerIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'diagnosisId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'myInsurerCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'myEstimateCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPlan' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'source' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastUpdatedOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapPriceFileSummariesQuery, MapPriceFileSummariesQueryVariables>;
export const MapProviderDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapProviderDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'provider' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'diagnosisId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'diagnosisId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lat' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lng' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'searchCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'access' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'listPrices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detailPrices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'estimate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DetailEstimate' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'provider' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HospitalFacts' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'priceRange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComparablePriceRange' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'prices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DetailPriceFigure' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListPriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'singleValue' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentDollars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cpiYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromYears' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'byYear' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DetailEstimate' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceEstimate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'patientShareCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'insuranceShareCents' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HospitalFacts' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Provider' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'website' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hospitalType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ownership' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyServices' } },
          { kind: 'Field', name: { kind: 'Name', value: 'birthingFriendly' } },
          { kind: 'Field', name: { kind: 'Name', value: 'beds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'starRating' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'locationSource' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComparablePriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
              ],
            },
          },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListPriceRange' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DetailPriceFigure' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderPrice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'drg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'drg' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'discharges' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageCoveredChargeCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageTotalPaymentCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'averageMedicarePaymentCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isDemo' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapProviderDetailQuery, MapProviderDetailQueryVariables>;
export const TownsNearDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TownsNear' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Float' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'townsNear' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lat' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lat' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lng' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lng' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minZoom' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TownsNearQuery, TownsNearQueryVariables>;
export const MapSaveGeoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MapSaveGeo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GeoSessionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setGeoSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'searchCount' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapSaveGeoMutation, MapSaveGeoMutationVariables>;
export const MapSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'geoSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'diagnosis' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'searchCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapSessionQuery, MapSessionQueryVariables>;
export const MapSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MapSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderSearchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchProviders' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'widened' } },
                { kind: 'Field', name: { kind: 'Name', value: 'searchCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'unavailable' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'coveredConditions' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nearest' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'related' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'diagnosis' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'noFiguresReason' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'access' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'listPrices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'detailPrices' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hits' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MapProviderItem' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListPriceRange' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceRange' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'singleValue' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentDollars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cpiYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromYears' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'byYear' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lowestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highestCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MapProviderItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Provider' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'location' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceRange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListPriceRange' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MapSearchQuery, MapSearchQueryVariables>;
export const PriceFileCoverageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PriceFileCoverage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceFileCoverage' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'hospitals' } },
                { kind: 'Field', name: { kind: 'Name', value: 'states' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oldestDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'newestDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undatedFiles' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'list' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fileDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceFileCoverageQuery, PriceFileCoverageQueryVariables>;
export const ProceduresGeoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProceduresGeo' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'geoSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lng' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProceduresGeoQuery, ProceduresGeoQueryVariables>;
export const ProcedureSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProcedureSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProcedureSearchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'searchProcedures' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'codes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filesNearby' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'hits' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'distanceKm' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceFileItem' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceFileItem' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HospitalPriceItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'codes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'plainNameIsOurs' } },
          { kind: 'Field', name: { kind: 'Name', value: 'setting' } },
          { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxNegotiatedCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'line' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'source' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUpdatedOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'format' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'estimate' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'patientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'basisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cappedByOopMax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'formula' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'copayNote' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highBasisCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'highPatientCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rateNote' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProcedureSearchQuery, ProcedureSearchQueryVariables>;
export const SettingsInsuranceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsInsurance' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'payers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'known' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myInsurance' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InsuranceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InsuranceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Insurance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'payerKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coinsurancePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copayCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopMaxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsInsuranceQuery, SettingsInsuranceQueryVariables>;
export const SettingsPassDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsPass' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passEndsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passCanceled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsPassQuery, SettingsPassQueryVariables>;
export const SettingsMeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsMe' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsMeQuery, SettingsMeQueryVariables>;
export const SettingsPriceSharingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsPriceSharing' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceSharing' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
                { kind: 'Field', name: { kind: 'Name', value: 'consentedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sharedBills' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsPriceSharingQuery, SettingsPriceSharingQueryVariables>;
export const SettingsSessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SettingsSessions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signedInSessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'current' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsSessionsQuery, SettingsSessionsQueryVariables>;
export const SettingsUpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsUpdate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsUpdateMutation, SettingsUpdateMutationVariables>;
export const SettingsSignOutEverywhereDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsSignOutEverywhere' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'keepThisOne' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signOutEverywhere' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'keepThisOne' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'keepThisOne' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsSignOutEverywhereMutation, SettingsSignOutEverywhereMutationVariables>;
export const SettingsDeleteAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsDeleteAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'confirm' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'confirm' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'confirm' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsDeleteAccountMutation, SettingsDeleteAccountMutationVariables>;
export const ConfirmEmailChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmEmailChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmEmailChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const SettingsCancelPassDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsCancelPass' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelPass' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passActive' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passEndsAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'passCanceled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsCancelPassMutation, SettingsCancelPassMutationVariables>;
export const SettingsSaveInsuranceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsSaveInsurance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InsuranceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveInsurance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InsuranceFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InsuranceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Insurance' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'payerKey' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'planName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'deductibleRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coinsurancePercent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'copayCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopMaxCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'oopRemainingCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsSaveInsuranceMutation, SettingsSaveInsuranceMutationVariables>;
export const SettingsDeleteInsuranceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsDeleteInsurance' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'deleteInsurance' } }],
      },
    },
  ],
} as unknown as DocumentNode<SettingsDeleteInsuranceMutation, SettingsDeleteInsuranceMutationVariables>;
export const SettingsSetPriceSharingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SettingsSetPriceSharing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'consent' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPriceSharing' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'consent' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'consent' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'consented' } },
                { kind: 'Field', name: { kind: 'Name', value: 'consentedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sharedBills' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SettingsSetPriceSharingMutation, SettingsSetPriceSharingMutationVariables>;
export const SystemPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SystemPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'system' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'diagnoses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'common' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SystemPageQuery, SystemPageQueryVariables>;
export const SystemsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SystemsPage' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'systems' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SystemTile' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SystemTile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'System' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SystemsPageQuery, SystemsPageQueryVariables>;
export const UploadVisitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UploadVisit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'event' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UploadVisitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VisitPicks' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'diagnoses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'procedures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'conditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UploadVisitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Event' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerId' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'VisitPicks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'admitted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'departed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'insurance' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bills' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'billType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'selfCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payInsCents' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadVisitQuery, UploadVisitQueryVariables>;
export const UploadDraftVisitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UploadDraftVisits' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'draftVisits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'files' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadDraftVisitsQuery, UploadDraftVisitsQueryVariables>;
export const UploadSaveVisitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadSaveVisit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VisitInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveVisit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'event' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadSaveVisitMutation, UploadSaveVisitMutationVariables>;
export const UploadDiscardDraftDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadDiscardDraft' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteEvent' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadDiscardDraftMutation, UploadDiscardDraftMutationVariables>;
