import { Initial1732000000000 } from './1732000000000-Initial';
import { PriceData1732000100000 } from './1732000100000-PriceData';
import { OutboxOrder1732000200000 } from './1732000200000-OutboxOrder';
import { UsageCounter1732000300000 } from './1732000300000-UsageCounter';
import { PriceSummary1732000400000 } from './1732000400000-PriceSummary';
import { RecordsIntegrity1732001100000 } from './1732001100000-RecordsIntegrity';
import { TaskDetails1732001300000 } from './1732001300000-TaskDetails';
import { EmailChange1764000000000 } from './1764000000000-EmailChange';
import { HospitalPriceFiles1795474624000 } from './1795474624000-HospitalPriceFiles';
import { SharedPrices1800000200000 } from './1800000200000-SharedPrices';
import { EventStatusTotals1800000300000 } from './1800000300000-EventStatusTotals';
import { HptProvenanceAndPayerNames1800000700000 } from './1800000700000-HptProvenanceAndPayerNames';
import { ChangeNotify1800002000000 } from './1800002000000-ChangeNotify';
import { RecordsChangeNotify1800002100000 } from './1800002100000-RecordsChangeNotify';
import { UploadReservations1795692024357 } from './1795692024357-UploadReservations';

/** Every migration, oldest first. Add new ones at the end; never edit one that has been applied. */
export const MIGRATIONS = [
  Initial1732000000000,
  PriceData1732000100000,
  OutboxOrder1732000200000,
  UsageCounter1732000300000,
  PriceSummary1732000400000,
  RecordsIntegrity1732001100000,
  TaskDetails1732001300000,
  EmailChange1764000000000,
  HospitalPriceFiles1795474624000,
  SharedPrices1800000200000,
  EventStatusTotals1800000300000,
  HptProvenanceAndPayerNames1800000700000,
  ChangeNotify1800002000000,
  RecordsChangeNotify1800002100000,
  UploadReservations1795692024357,
];
