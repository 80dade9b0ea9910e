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
import { DropRecordsChangeNotify1800002200000 } from './1800002200000-DropRecordsChangeNotify';
import { EventFirstBillDate1795934334358 } from './1795934334358-EventFirstBillDate';
import { AccountKeysAndHeldPurchases1795692193085 } from './1795692193085-AccountKeysAndHeldPurchases';
import { BlogCommentByAuthor1795693368766 } from './1795693368766-BlogCommentByAuthor';
import { EventDraft1795692372443 } from './1795692372443-EventDraft';
import { EndKeysFromBeforeBinding1795698230753 } from './1795698230753-EndKeysFromBeforeBinding';
import { HospitalDirectory1795706448461 } from './1795706448461-HospitalDirectory';
import { PriceRangeYears1795706533397 } from './1795706533397-PriceRangeYears';
import { UploadReservations1795692024357 } from './1795692024357-UploadReservations';
import { FileReadings1795715688890 } from './1795715688890-FileReadings';
import { ReadingFairness1795934002640 } from './1795934002640-ReadingFairness';
import { EventStarsOptional1795945453211 } from './1795945453211-EventStarsOptional';

/**
 * Every migration, in timestamp order (the order TypeORM applies them in). Never edit one that has been applied.
 * A new migration is dated when it is written: its file name starts with the output of `date +%s%3N`, never
 * a round or future number (the five 18000… ones, dated 2027, predate this rule; DropRecordsChangeNotify must
 * follow them on a fresh database and so is dated after them; migrations.spec.ts checks it).
 */
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
  // Listed by timestamp, the order TypeORM applies them in on a fresh database (these were written after
  // the 18000… ones, whose timestamps lie in 2027; a database that ran those runs these after them).
  UploadReservations1795692024357,
  AccountKeysAndHeldPurchases1795692193085,
  EventDraft1795692372443,
  BlogCommentByAuthor1795693368766,
  EndKeysFromBeforeBinding1795698230753,
  HospitalDirectory1795706448461,
  PriceRangeYears1795706533397,
  FileReadings1795715688890,
  ReadingFairness1795934002640,
  EventFirstBillDate1795934334358,
  EventStarsOptional1795945453211,
  SharedPrices1800000200000,
  EventStatusTotals1800000300000,
  HptProvenanceAndPayerNames1800000700000,
  ChangeNotify1800002000000,
  RecordsChangeNotify1800002100000,
  // Must follow RecordsChangeNotify on fresh databases too, hence its 2027 timestamp (see the file).
  DropRecordsChangeNotify1800002200000,
];
