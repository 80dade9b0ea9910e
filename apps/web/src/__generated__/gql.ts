/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  mutation RememberReference($reference: String!) {\n    rememberReference(reference: $reference)\n  }\n': typeof types.RememberReferenceDocument;
  '\n  query DataStatus {\n    dataStatus {\n      state\n      percent\n      message\n    }\n  }\n': typeof types.DataStatusDocument;
  '\n  query ImageSearch($site: String!, $query: String!, $orientation: ImageOrientation, $maxWidth: Int) {\n    images(site: $site, query: $query, orientation: $orientation, maxWidth: $maxWidth) {\n      url\n      thumb\n      title\n      width\n      height\n      orientation\n    }\n  }\n': typeof types.ImageSearchDocument;
  '\n  query PickerOptions($kind: OptionKind!, $query: String) {\n    options(kind: $kind, query: $query) {\n      id\n      text\n    }\n  }\n': typeof types.PickerOptionsDocument;
  '\n  mutation ReadFile($fileId: ID!) {\n    readFile(fileId: $fileId) {\n      fileId\n      status\n    }\n  }\n': typeof types.ReadFileDocument;
  '\n  query FileReading($fileId: ID!) {\n    fileReading(fileId: $fileId) {\n      fileId\n      fileName\n      status\n      pagesDone\n      pagesTotal\n      error\n      bill {\n        layout\n        method\n        pages\n        hospital {\n          value {\n            printedName\n            ccn\n            matchedName\n            matchedCity\n            matchedState\n          }\n          page\n          line\n          confidence\n        }\n        statementDate {\n          value\n          page\n          line\n          confidence\n        }\n        admissionDate {\n          value\n          page\n          line\n          confidence\n        }\n        dischargeDate {\n          value\n          page\n          line\n          confidence\n        }\n        totalChargesCents {\n          value\n          page\n          line\n          confidence\n        }\n        insurancePaidCents {\n          value\n          page\n          line\n          confidence\n        }\n        insuranceAdjustedCents {\n          value\n          page\n          line\n          confidence\n        }\n        patientResponsibilityCents {\n          value\n          page\n          line\n          confidence\n        }\n        drg {\n          value\n          page\n          line\n          confidence\n        }\n        insurer {\n          value\n          page\n          line\n          confidence\n        }\n        lines {\n          date\n          revenueCode\n          code\n          description\n          quantity\n          amountCents\n          page\n          line\n          confidence\n        }\n      }\n      findings {\n        kind\n        text\n        amountCents\n      }\n    }\n  }\n': typeof types.FileReadingDocument;
  '\n  fragment FileListItem on FileItem {\n    id\n    text\n    url\n    ext\n    size\n    created\n  }\n': typeof types.FileListItemFragmentDoc;
  '\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n': typeof types.DeleteFileDocument;
  '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n': typeof types.SetLanguageDocument;
  '\n  query Token {\n    token {\n      email\n      reference\n      passActive\n      freeUsed\n    }\n  }\n': typeof types.TokenDocument;
  '\n  mutation LogOut {\n    logOut\n  }\n': typeof types.LogOutDocument;
  '\n  query AccountPassEnd {\n    me {\n      id\n      passEndsAt\n    }\n  }\n': typeof types.AccountPassEndDocument;
  '\n  query PurchaseCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n': typeof types.PurchaseCheckoutDocument;
  '\n  query WelcomePlans {\n    plans {\n      id\n      name\n      priceCents\n      intervalText\n      features\n      highlighted\n      priceId\n    }\n  }\n': typeof types.WelcomePlansDocument;
  '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password) {\n      ok\n      message\n    }\n  }\n': typeof types.SignUpDocument;
  '\n  mutation AccountLogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      email\n    }\n  }\n': typeof types.AccountLogInDocument;
  '\n  mutation AccountRequestAccessLink($email: String!) {\n    requestAccessLink(email: $email) {\n      ok\n    }\n  }\n': typeof types.AccountRequestAccessLinkDocument;
  '\n  mutation AccountResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n    }\n  }\n': typeof types.AccountResendActivationDocument;
  '\n  mutation AccountVerify($key: String!, $email: String!) {\n    verify(key: $key, email: $email) {\n      ok\n    }\n  }\n': typeof types.AccountVerifyDocument;
  '\n  mutation AccountLogInWithKey($key: String!, $email: String!) {\n    logInWithKey(key: $key, email: $email) {\n      email\n    }\n  }\n': typeof types.AccountLogInWithKeyDocument;
  '\n  mutation AccountRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n    }\n  }\n': typeof types.AccountRequestResetDocument;
  '\n  mutation AccountSetPassword($key: String!, $email: String, $password: String!) {\n    setPassword(key: $key, email: $email, password: $password) {\n      ok\n    }\n  }\n': typeof types.AccountSetPasswordDocument;
  '\n  mutation WelcomeCreateCheckout($priceId: String!, $email: String!) {\n    createCheckout(priceId: $priceId, email: $email) {\n      url\n    }\n  }\n': typeof types.WelcomeCreateCheckoutDocument;
  '\n  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {\n    updateSubscription(checkoutSessionId: $checkoutSessionId) {\n      awaitingConfirmation\n      confirmationSentTo\n      token {\n        email\n        passActive\n      }\n    }\n  }\n': typeof types.PurchaseUpdateSubscriptionDocument;
  '\n  query AffiliateMe {\n    me {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n': typeof types.AffiliateMeDocument;
  '\n  mutation AffiliateUpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n': typeof types.AffiliateUpdateAddressDocument;
  '\n  query AssistanceLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n': typeof types.AssistanceLetterSenderDocument;
  '\n  query BillAssistance($billId: ID!) {\n    billAssistanceFacts(billId: $billId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        ownershipKind\n        hospitalType\n        criticalAccess\n        kindText\n      }\n      admitted\n      departed\n      billDate\n      firstBillDate\n      firstBillDateSource\n      billedCents\n      selfPay\n      agbCents\n      agbText\n    }\n  }\n': typeof types.BillAssistanceDocument;
  '\n  mutation SetFirstBillDate($billId: ID!, $date: Date) {\n    setFirstBillDate(billId: $billId, date: $date) {\n      billId\n      firstBillDate\n      firstBillDateSource\n    }\n  }\n': typeof types.SetFirstBillDateDocument;
  '\n  mutation AddAssistanceTasks($billId: ID!) {\n    addAssistanceTasks(billId: $billId) {\n      id\n      text\n      dueDate\n    }\n  }\n': typeof types.AddAssistanceTasksDocument;
  '\n  query BlogEditor($id: Int, $withPost: Boolean!) {\n    me {\n      id\n      isAdmin\n    }\n    blog(id: $id) @include(if: $withPost) {\n      id\n      title\n      slug\n      image\n      description\n      body\n      isPublished\n      help\n    }\n  }\n': typeof types.BlogEditorDocument;
  '\n  query BlogPost($slug: String, $id: Int) {\n    blog(slug: $slug, id: $id) {\n      id\n      title\n      slug\n      image\n      description\n      bodyHtml\n      published\n      isPublished\n      help\n      comments {\n        id\n        ...CommentItem\n      }\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n': typeof types.BlogPostDocument;
  '\n  query BlogList {\n    blogs(limit: 100, includeDrafts: true) {\n      id\n      ...PostCard\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n': typeof types.BlogListDocument;
  '\n  fragment CommentItem on BlogComment {\n    id\n    authorName\n    body\n    createdAt\n    hidden\n  }\n': typeof types.CommentItemFragmentDoc;
  '\n  fragment PostCard on Blog {\n    id\n    title\n    slug\n    image\n    description\n    published\n    isPublished\n  }\n': typeof types.PostCardFragmentDoc;
  '\n  mutation AddComment($blogId: Int!, $body: String!) {\n    addComment(blogId: $blogId, body: $body) {\n      id\n      ...CommentItem\n    }\n  }\n': typeof types.AddCommentDocument;
  '\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n': typeof types.HideCommentDocument;
  '\n  mutation SaveBlog($input: BlogInput!) {\n    saveBlog(input: $input) {\n      id\n      slug\n      title\n      isPublished\n    }\n  }\n': typeof types.SaveBlogDocument;
  '\n  query CategoriesPage {\n    categories {\n      id\n      name\n      icon\n      diagnoses {\n        id\n      }\n    }\n    diagnoses {\n      id\n      name\n    }\n  }\n': typeof types.CategoriesPageDocument;
  '\n  query CategoryConditionDetails {\n    diagnoses {\n      id\n      summary\n      specialties\n      hospitalization\n      hospitalizationLabel\n      work {\n        name\n        likelihood\n      }\n    }\n  }\n': typeof types.CategoryConditionDetailsDocument;
  '\n  query TestCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n': typeof types.TestCheckoutDocument;
  '\n  mutation TestCheckoutComplete($sessionId: ID!) {\n    completeTestCheckout(sessionId: $sessionId) {\n      id\n      paid\n    }\n  }\n': typeof types.TestCheckoutCompleteDocument;
  '\n  mutation ContactSend($input: ContactMessageInput!) {\n    contact(input: $input) {\n      ok\n    }\n  }\n': typeof types.ContactSendDocument;
  '\n  mutation ContactRequestAccess($input: AccessRequestInput!) {\n    requestAccess(input: $input) {\n      ok\n      message\n    }\n  }\n': typeof types.ContactRequestAccessDocument;
  '\n  query BillLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n': typeof types.BillLetterSenderDocument;
  '\n  query BillLetterCheck($billId: ID, $eventId: ID, $language: Language) {\n    billCheck(billId: $billId, eventId: $eventId, language: $language) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      letterLines {\n        text\n        source\n      }\n      nextSteps {\n        key\n        findings {\n          text\n        }\n      }\n      ...BillCheckPriceFileFields\n    }\n  }\n': typeof types.BillLetterCheckDocument;
  '\n  fragment BillCheckComparisonFields on BillCheck {\n    comparison\n    percentile\n    nearbyCount\n    nearbyStays\n    method\n    cheapest {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n    }\n    nearby {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n      distanceKm\n    }\n  }\n': typeof types.BillCheckComparisonFieldsFragmentDoc;
  "\n  query BillCheckPanel($billId: ID, $eventId: ID) {\n    billCheck(billId: $billId, eventId: $eventId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        kindText\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      drg\n      verdict\n      verdictLabel\n      explanation\n      ask\n      assistanceCapCents\n      thresholds\n      source\n      figure {\n        providerId\n        year\n        discharges\n        avgCoveredChargeCents\n        avgTotalPaymentCents\n        avgMedicarePaymentCents\n      }\n      currentAvgTotalPaymentCents\n      currentDollarsLabel\n      # The comparisons (BillCheckBenchmarks), inline: a fragment spread costs 1.5× more under the\n      # API's cost limit (apps/api limits.ts), and this query is close to it.\n      benchmark\n      comparisons {\n        benchmark\n        askedCents\n        benchmarkCents\n        ratio\n        verdictLabel\n        benchmarkSentence\n        originalCents\n        originalYear\n        adjustedCents\n        adjustedYear\n        factor\n      }\n      notAssessed {\n        benchmark\n        reason\n      }\n      letterLines {\n        text\n        source\n      }\n      ...BillCheckPriceFileFields\n      nextSteps {\n        key\n        title\n        text\n        dueDate\n        passedText\n        source\n        checklist\n        findings {\n          text\n          lines\n          fileName\n        }\n      }\n      ...BillCheckComparisonFields\n    }\n  }\n": typeof types.BillCheckPanelDocument;
  '\n  fragment BillCheckPriceFileFields on BillCheck {\n    billedCents\n    priceFile {\n      sourceLabel\n      usedForVerdict\n      verdict\n      verdictLabel\n      explanation\n      basis\n      referenceCents\n      askedCents\n      ratio\n      payerName\n      planName\n      allowedCents\n      patientAskedCents\n      unpublishedCodes\n      planEstimate {\n        kind\n        patientCents\n        formula\n        message\n      }\n      lines {\n        code\n        codeType\n        description\n        setting\n        grossCents\n        cashCents\n        minNegotiatedCents\n        maxNegotiatedCents\n        rateCount\n        line\n        allowedCents\n      }\n    }\n  }\n': typeof types.BillCheckPriceFileFieldsFragmentDoc;
  '\n  query DashboardBillForEdit($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      files {\n        id\n        text\n      }\n      event {\n        id\n        name\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n': typeof types.DashboardBillForEditDocument;
  '\n  query DashboardBillEventName($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      files {\n        id\n        text\n      }\n    }\n  }\n': typeof types.DashboardBillEventNameDocument;
  '\n  query DashboardBill($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      createdAt\n      statusHistory {\n        status\n        changedAt\n      }\n      files {\n        ...FileListItem\n      }\n      event {\n        id\n        name\n      }\n    }\n  }\n': typeof types.DashboardBillDocument;
  '\n  query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {\n    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        status\n        due\n        billType\n        totalCents\n        selfCents\n        event {\n          id\n          name\n        }\n      }\n    }\n  }\n': typeof types.DashboardBillsDocument;
  '\n  query DashboardOverview {\n    dashboard {\n      owedCents\n      dueSoonCents\n      dueSoonCount\n      eventCount\n      billCount\n      statusCounts {\n        status\n        count\n      }\n      spendingByMonth {\n        month\n        totalCents\n        selfCents\n      }\n    }\n  }\n': typeof types.DashboardOverviewDocument;
  '\n  query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {\n    events(page: $page, limit: $limit, sort: $sort, order: $order) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        name\n        providerName\n        diagnosisName\n        admitted\n        departed\n        totalCents\n        selfCents\n        billCount\n        body\n        createdAt\n      }\n    }\n  }\n': typeof types.DashboardEventsDocument;
  '\n  fragment EventBillsPageRows on EventBillsPage {\n    hasNextPage\n    endCursor\n    hits {\n      id\n      status\n      due\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n  }\n': typeof types.EventBillsPageRowsFragmentDoc;
  '\n  query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {\n    event(id: $id) {\n      id\n      billsPage(first: $first, after: $after) {\n        ...EventBillsPageRows\n      }\n    }\n  }\n': typeof types.DashboardEventBillsDocument;
  '\n  query DashboardEventForEdit($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      provider {\n        id\n        name\n        city\n        state\n      }\n      ...VisitPicks\n      admitted\n      departed\n      stars\n      body\n      insurance\n      files {\n        id\n        text\n      }\n      bills {\n        id\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n': typeof types.DashboardEventForEditDocument;
  '\n  query DashboardEvent($id: ID!, $first: Int!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      diagnosisName\n      procedureName\n      conditionName\n      admitted\n      departed\n      stars\n      body\n      insurance\n      totalCents\n      selfCents\n      billCount\n      billsPage(first: $first) {\n        ...EventBillsPageRows\n      }\n      files {\n        ...FileListItem\n      }\n    }\n  }\n': typeof types.DashboardEventDocument;
  '\n  query HelpArticles {\n    blogs(help: true, limit: 100) {\n      id\n      slug\n      title\n      description\n    }\n  }\n': typeof types.HelpArticlesDocument;
  '\n  query Referral {\n    referral {\n      reference\n      link\n      signups\n    }\n  }\n': typeof types.ReferralDocument;
  '\n  fragment BillSharingFields on BillSharing {\n    billId\n    consented\n    shared\n    blocker\n    providerName\n    drg\n    year\n    month\n    billedCents\n    paidCents\n  }\n': typeof types.BillSharingFieldsFragmentDoc;
  '\n  query BillSharingStatus($billId: ID!) {\n    billSharing(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n': typeof types.BillSharingStatusDocument;
  '\n  query TodoTasks {\n    tasks {\n      id\n      text\n      done\n      dueDate\n      eventId\n      eventName\n      billId\n      createdAt\n    }\n  }\n': typeof types.TodoTasksDocument;
  '\n  fragment BillFields on Bill {\n    id\n    status\n    due\n    billType\n    codes\n    totalCents\n    selfCents\n    payInsCents\n    note\n  }\n': typeof types.BillFieldsFragmentDoc;
  '\n  query DirectoryHospitals($query: String!) {\n    hospitals(query: $query, limit: 10) {\n      id\n      name\n      city\n      state\n      zip\n      isDemo\n    }\n  }\n': typeof types.DirectoryHospitalsDocument;
  '\n  query DashboardOptions($kind: OptionKind!) {\n    options(kind: $kind) {\n      id\n      text\n    }\n  }\n': typeof types.DashboardOptionsDocument;
  '\n  fragment VisitPicks on Event {\n    diagnoses {\n      id\n      text\n    }\n    procedures {\n      id\n      text\n    }\n    conditions {\n      id\n      text\n    }\n  }\n': typeof types.VisitPicksFragmentDoc;
  '\n  mutation TodoAddTask($input: NewTaskInput!) {\n    addTask(input: $input) {\n      id\n    }\n  }\n': typeof types.TodoAddTaskDocument;
  '\n  mutation TodoUpdateTask($id: ID!, $input: TaskPatchInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      done\n    }\n  }\n': typeof types.TodoUpdateTaskDocument;
  '\n  mutation TodoRemoveTask($id: ID!) {\n    removeTask(id: $id)\n  }\n': typeof types.TodoRemoveTaskDocument;
  '\n  mutation ShareBillPrice($billId: ID!) {\n    shareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n': typeof types.ShareBillPriceDocument;
  '\n  mutation UnshareBillPrice($billId: ID!) {\n    unshareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n': typeof types.UnshareBillPriceDocument;
  '\n  mutation OpenBillComparison($billId: ID, $eventId: ID) {\n    openBillComparison(billId: $billId, eventId: $eventId) {\n      ...BillCheckComparisonFields\n    }\n  }\n': typeof types.OpenBillComparisonDocument;
  '\n  mutation AddBillCheckTasks($billId: ID, $eventId: ID) {\n    addBillCheckTasks(billId: $billId, eventId: $eventId) {\n      id\n      text\n      date\n    }\n  }\n': typeof types.AddBillCheckTasksDocument;
  '\n  mutation DashboardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        providerName\n        admitted\n        departed\n        stars\n        body\n        insurance\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n': typeof types.DashboardSaveEventDocument;
  '\n  mutation DashboardDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      deletedBills\n    }\n  }\n': typeof types.DashboardDeleteEventDocument;
  '\n  mutation DashboardSaveBill($input: BillInput!) {\n    saveBill(input: $input) {\n      bill {\n        ...BillFields\n      }\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n': typeof types.DashboardSaveBillDocument;
  '\n  mutation DashboardDeleteBill($id: ID!) {\n    deleteBill(id: $id) {\n      id\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n': typeof types.DashboardDeleteBillDocument;
  '\n  query Home {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n    blogs(limit: 3) {\n      id\n      ...PostCard\n    }\n    datasets {\n      id\n      name\n      source\n      year\n      isDemo\n      rowsImported\n    }\n    token {\n      email\n    }\n  }\n': typeof types.HomeDocument;
  '\n  mutation WizardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        totalCents\n        billCount\n      }\n    }\n  }\n': typeof types.WizardSaveEventDocument;
  '\n  fragment ListPriceRange on PriceRange {\n    singleValue\n    currentDollars {\n      lowestCents\n      highestCents\n      averageCents\n      cpiYear\n      fromYears\n    }\n    byYear {\n      year\n      lowestCents\n      highestCents\n      sourceLabel\n    }\n  }\n': typeof types.ListPriceRangeFragmentDoc;
  '\n  fragment ComparablePriceRange on PriceRange {\n    lowestCents\n    highestCents\n    averageCents\n    amount\n    source {\n      name\n      year\n      isDemo\n    }\n    ...ListPriceRange\n  }\n': typeof types.ComparablePriceRangeFragmentDoc;
  '\n  query MapConditionOptions($query: String, $limit: Int, $lat: Float!, $lng: Float!, $near: Boolean!) {\n    diagnoses(query: $query, limit: $limit) {\n      id\n      name\n      slug\n      common\n      pricedHospitals\n      pricedHospitalsNear(lat: $lat, lng: $lng) @include(if: $near)\n    }\n  }\n': typeof types.MapConditionOptionsDocument;
  '\n  fragment HospitalFacts on Provider {\n    address\n    city\n    state\n    zip\n    phone\n    website\n    hospitalType\n    ownership\n    emergencyServices\n    birthingFriendly\n    beds\n    starRating {\n      value\n      source\n      asOf\n    }\n    locationSource\n  }\n': typeof types.HospitalFactsFragmentDoc;
  '\n  query MapConditionDrgs($id: Int!) {\n    diagnosis(id: $id) {\n      id\n      cmsCodes {\n        drg\n      }\n    }\n  }\n': typeof types.MapConditionDrgsDocument;
  '\n  query MapHospitalPrices($providerId: ID!, $drgs: [String!]) {\n    hospitalPrices(providerId: $providerId, drgs: $drgs) {\n      providerId\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n      items {\n        ...PriceFileItem\n      }\n    }\n  }\n': typeof types.MapHospitalPricesDocument;
  '\n  query MapCitySuggestions($prefix: String!) {\n    cities(prefix: $prefix, limit: 8) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n': typeof types.MapCitySuggestionsDocument;
  '\n  query MapNearestCity($lat: Float!, $lng: Float!) {\n    nearestCity(lat: $lat, lng: $lng) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n': typeof types.MapNearestCityDocument;
  '\n  query MapPatientPrices($providerId: ID!, $diagnosisId: Int) {\n    patientPrices(providerId: $providerId, diagnosisId: $diagnosisId) {\n      providerId\n      minReporters\n      summaries {\n        drg\n        title\n        billed {\n          fromCents\n          toCents\n        }\n        paid {\n          fromCents\n          toCents\n        }\n      }\n    }\n  }\n': typeof types.MapPatientPricesDocument;
  '\n  query MapPriceFileSummaries($providerIds: [ID!]!, $diagnosisId: Int!) {\n    priceFileSummaries(providerIds: $providerIds, diagnosisId: $diagnosisId) {\n      providerId\n      itemCount\n      cashCents\n      myInsurerCents\n      myEstimateCents\n      hasPlan\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n    }\n  }\n': typeof types.MapPriceFileSummariesDocument;
  '\n  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {\n    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {\n      searchCount\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      estimate {\n        ...DetailEstimate\n      }\n      provider {\n        id\n        name\n        ...HospitalFacts\n        priceRange {\n          ...ComparablePriceRange\n        }\n        prices {\n          ...DetailPriceFigure\n        }\n      }\n    }\n  }\n': typeof types.MapProviderDetailDocument;
  '\n  fragment MapProviderItem on Provider {\n    id\n    name\n    address\n    city\n    state\n    zip\n    distanceKm\n    location {\n      lat\n      lng\n    }\n    priceRange {\n      ...ListPriceRange\n    }\n  }\n': typeof types.MapProviderItemFragmentDoc;
  '\n  fragment DetailPriceFigure on ProviderPrice {\n    drg {\n      drg\n      title\n    }\n    discharges\n    averageCoveredChargeCents\n    averageTotalPaymentCents\n    averageMedicarePaymentCents\n    source {\n      name\n      year\n      isDemo\n    }\n  }\n': typeof types.DetailPriceFigureFragmentDoc;
  '\n  fragment DetailEstimate on PriceEstimate {\n    patientShareCents\n    insuranceShareCents\n  }\n': typeof types.DetailEstimateFragmentDoc;
  '\n  query TownsNear($lat: Float!, $lng: Float!) {\n    townsNear(lat: $lat, lng: $lng) {\n      name\n      lat\n      lng\n      minZoom\n    }\n  }\n': typeof types.TownsNearDocument;
  '\n  mutation MapSaveGeo($input: GeoSessionInput!) {\n    setGeoSession(input: $input) {\n      searchCount\n    }\n  }\n': typeof types.MapSaveGeoDocument;
  '\n  query MapSession {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n      diagnosis {\n        id\n        text\n      }\n      searchCount\n    }\n  }\n': typeof types.MapSessionDocument;
  '\n  query MapSearch($input: ProviderSearchInput!) {\n    searchProviders(input: $input) {\n      count\n      widened\n      searchCount\n      unavailable {\n        message\n        reason\n        coveredConditions\n        nearest {\n          id\n          name\n          city\n          state\n          distanceKm\n        }\n        related {\n          id\n          name\n          slug\n        }\n      }\n      diagnosis {\n        id\n        name\n        slug\n        active\n        noFiguresReason\n      }\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      hits {\n        ...MapProviderItem\n      }\n    }\n  }\n': typeof types.MapSearchDocument;
  '\n  query PriceFileCoverage {\n    priceFileCoverage {\n      hospitals\n      states\n      oldestDate\n      newestDate\n      undatedFiles\n      list {\n        providerId\n        name\n        city\n        state\n        fileDate\n      }\n    }\n  }\n': typeof types.PriceFileCoverageDocument;
  '\n  fragment PriceFileItem on HospitalPriceItem {\n    codes {\n      code\n      type\n    }\n    description\n    plainName\n    plainNameIsOurs\n    setting\n    grossCents\n    cashCents\n    minNegotiatedCents\n    maxNegotiatedCents\n    rateCount\n    line\n    source {\n      fileName\n      lastUpdatedOn\n      version\n      format\n    }\n    estimate {\n      kind\n      patientCents\n      basisCents\n      cappedByOopMax\n      formula\n      message\n      copayNote\n      highBasisCents\n      highPatientCents\n      rateNote\n    }\n  }\n': typeof types.PriceFileItemFragmentDoc;
  '\n  query ProceduresGeo {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n    }\n  }\n': typeof types.ProceduresGeoDocument;
  '\n  query ProcedureSearch($input: ProcedureSearchInput!) {\n    searchProcedures(input: $input) {\n      codes\n      filesNearby\n      hits {\n        providerId\n        name\n        address\n        city\n        state\n        zip\n        distanceKm\n        items {\n          ...PriceFileItem\n        }\n      }\n    }\n  }\n': typeof types.ProcedureSearchDocument;
  '\n  fragment InsuranceFields on Insurance {\n    payerKey\n    payerName\n    planName\n    deductibleCents\n    deductibleRemainingCents\n    coinsurancePercent\n    copayCents\n    oopMaxCents\n    oopRemainingCents\n    updatedAt\n  }\n': typeof types.InsuranceFieldsFragmentDoc;
  '\n  query SettingsInsurance {\n    payers {\n      key\n      name\n      known\n    }\n    myInsurance {\n      ...InsuranceFields\n    }\n  }\n': typeof types.SettingsInsuranceDocument;
  '\n  query SettingsPass {\n    me {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n': typeof types.SettingsPassDocument;
  '\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n': typeof types.SettingsMeDocument;
  '\n  query SettingsPriceSharing {\n    priceSharing {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n': typeof types.SettingsPriceSharingDocument;
  '\n  query SettingsSessions {\n    signedInSessions {\n      createdAt\n      expiresAt\n      current\n    }\n  }\n': typeof types.SettingsSessionsDocument;
  '\n  mutation SettingsUpdate($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n': typeof types.SettingsUpdateDocument;
  '\n  mutation SettingsSignOutEverywhere($keepThisOne: Boolean) {\n    signOutEverywhere(keepThisOne: $keepThisOne)\n  }\n': typeof types.SettingsSignOutEverywhereDocument;
  '\n  mutation SettingsDeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm) {\n      ok\n      message\n    }\n  }\n': typeof types.SettingsDeleteAccountDocument;
  '\n  mutation ConfirmEmailChange($key: String!) {\n    confirmEmailChange(key: $key) {\n      ok\n      message\n    }\n  }\n': typeof types.ConfirmEmailChangeDocument;
  '\n  mutation SettingsCancelPass {\n    cancelPass {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n': typeof types.SettingsCancelPassDocument;
  '\n  mutation SettingsSaveInsurance($input: InsuranceInput!) {\n    saveInsurance(input: $input) {\n      ...InsuranceFields\n    }\n  }\n': typeof types.SettingsSaveInsuranceDocument;
  '\n  mutation SettingsDeleteInsurance {\n    deleteInsurance\n  }\n': typeof types.SettingsDeleteInsuranceDocument;
  '\n  mutation SettingsSetPriceSharing($consent: Boolean!) {\n    setPriceSharing(consent: $consent) {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n': typeof types.SettingsSetPriceSharingDocument;
  '\n  fragment SystemTile on System {\n    id\n    name\n    image\n  }\n': typeof types.SystemTileFragmentDoc;
  '\n  query SystemPage($id: Int!) {\n    system(id: $id) {\n      id\n      name\n      image\n      description\n      diagnoses {\n        id\n        name\n        summary\n        common\n      }\n    }\n  }\n': typeof types.SystemPageDocument;
  '\n  query SystemsPage {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n  }\n': typeof types.SystemsPageDocument;
  '\n  fragment UploadVisitFields on Event {\n    id\n    providerName\n    providerId\n    ...VisitPicks\n    admitted\n    departed\n    stars\n    body\n    insurance\n    bills {\n      id\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n    files {\n      id\n      text\n      size\n    }\n  }\n': typeof types.UploadVisitFieldsFragmentDoc;
  '\n  query UploadVisit($id: ID!) {\n    event(id: $id) {\n      ...UploadVisitFields\n    }\n  }\n': typeof types.UploadVisitDocument;
  '\n  query UploadDraftVisits {\n    draftVisits {\n      id\n      createdAt\n      files\n    }\n  }\n': typeof types.UploadDraftVisitsDocument;
  '\n  mutation UploadSaveVisit($id: ID, $input: VisitInput!) {\n    saveVisit(id: $id, input: $input) {\n      event {\n        id\n      }\n    }\n  }\n': typeof types.UploadSaveVisitDocument;
  '\n  mutation UploadDiscardDraft($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n    }\n  }\n': typeof types.UploadDiscardDraftDocument;
};
const documents: Documents = {
  '\n  mutation RememberReference($reference: String!) {\n    rememberReference(reference: $reference)\n  }\n':
    types.RememberReferenceDocument,
  '\n  query DataStatus {\n    dataStatus {\n      state\n      percent\n      message\n    }\n  }\n':
    types.DataStatusDocument,
  '\n  query ImageSearch($site: String!, $query: String!, $orientation: ImageOrientation, $maxWidth: Int) {\n    images(site: $site, query: $query, orientation: $orientation, maxWidth: $maxWidth) {\n      url\n      thumb\n      title\n      width\n      height\n      orientation\n    }\n  }\n':
    types.ImageSearchDocument,
  '\n  query PickerOptions($kind: OptionKind!, $query: String) {\n    options(kind: $kind, query: $query) {\n      id\n      text\n    }\n  }\n':
    types.PickerOptionsDocument,
  '\n  mutation ReadFile($fileId: ID!) {\n    readFile(fileId: $fileId) {\n      fileId\n      status\n    }\n  }\n':
    types.ReadFileDocument,
  '\n  query FileReading($fileId: ID!) {\n    fileReading(fileId: $fileId) {\n      fileId\n      fileName\n      status\n      pagesDone\n      pagesTotal\n      error\n      bill {\n        layout\n        method\n        pages\n        hospital {\n          value {\n            printedName\n            ccn\n            matchedName\n            matchedCity\n            matchedState\n          }\n          page\n          line\n          confidence\n        }\n        statementDate {\n          value\n          page\n          line\n          confidence\n        }\n        admissionDate {\n          value\n          page\n          line\n          confidence\n        }\n        dischargeDate {\n          value\n          page\n          line\n          confidence\n        }\n        totalChargesCents {\n          value\n          page\n          line\n          confidence\n        }\n        insurancePaidCents {\n          value\n          page\n          line\n          confidence\n        }\n        insuranceAdjustedCents {\n          value\n          page\n          line\n          confidence\n        }\n        patientResponsibilityCents {\n          value\n          page\n          line\n          confidence\n        }\n        drg {\n          value\n          page\n          line\n          confidence\n        }\n        insurer {\n          value\n          page\n          line\n          confidence\n        }\n        lines {\n          date\n          revenueCode\n          code\n          description\n          quantity\n          amountCents\n          page\n          line\n          confidence\n        }\n      }\n      findings {\n        kind\n        text\n        amountCents\n      }\n    }\n  }\n':
    types.FileReadingDocument,
  '\n  fragment FileListItem on FileItem {\n    id\n    text\n    url\n    ext\n    size\n    created\n  }\n':
    types.FileListItemFragmentDoc,
  '\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n': types.DeleteFileDocument,
  '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n':
    types.SetLanguageDocument,
  '\n  query Token {\n    token {\n      email\n      reference\n      passActive\n      freeUsed\n    }\n  }\n':
    types.TokenDocument,
  '\n  mutation LogOut {\n    logOut\n  }\n': types.LogOutDocument,
  '\n  query AccountPassEnd {\n    me {\n      id\n      passEndsAt\n    }\n  }\n':
    types.AccountPassEndDocument,
  '\n  query PurchaseCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n':
    types.PurchaseCheckoutDocument,
  '\n  query WelcomePlans {\n    plans {\n      id\n      name\n      priceCents\n      intervalText\n      features\n      highlighted\n      priceId\n    }\n  }\n':
    types.WelcomePlansDocument,
  '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password) {\n      ok\n      message\n    }\n  }\n':
    types.SignUpDocument,
  '\n  mutation AccountLogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      email\n    }\n  }\n':
    types.AccountLogInDocument,
  '\n  mutation AccountRequestAccessLink($email: String!) {\n    requestAccessLink(email: $email) {\n      ok\n    }\n  }\n':
    types.AccountRequestAccessLinkDocument,
  '\n  mutation AccountResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n    }\n  }\n':
    types.AccountResendActivationDocument,
  '\n  mutation AccountVerify($key: String!, $email: String!) {\n    verify(key: $key, email: $email) {\n      ok\n    }\n  }\n':
    types.AccountVerifyDocument,
  '\n  mutation AccountLogInWithKey($key: String!, $email: String!) {\n    logInWithKey(key: $key, email: $email) {\n      email\n    }\n  }\n':
    types.AccountLogInWithKeyDocument,
  '\n  mutation AccountRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n    }\n  }\n':
    types.AccountRequestResetDocument,
  '\n  mutation AccountSetPassword($key: String!, $email: String, $password: String!) {\n    setPassword(key: $key, email: $email, password: $password) {\n      ok\n    }\n  }\n':
    types.AccountSetPasswordDocument,
  '\n  mutation WelcomeCreateCheckout($priceId: String!, $email: String!) {\n    createCheckout(priceId: $priceId, email: $email) {\n      url\n    }\n  }\n':
    types.WelcomeCreateCheckoutDocument,
  '\n  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {\n    updateSubscription(checkoutSessionId: $checkoutSessionId) {\n      awaitingConfirmation\n      confirmationSentTo\n      token {\n        email\n        passActive\n      }\n    }\n  }\n':
    types.PurchaseUpdateSubscriptionDocument,
  '\n  query AffiliateMe {\n    me {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n':
    types.AffiliateMeDocument,
  '\n  mutation AffiliateUpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n':
    types.AffiliateUpdateAddressDocument,
  '\n  query AssistanceLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n':
    types.AssistanceLetterSenderDocument,
  '\n  query BillAssistance($billId: ID!) {\n    billAssistanceFacts(billId: $billId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        ownershipKind\n        hospitalType\n        criticalAccess\n        kindText\n      }\n      admitted\n      departed\n      billDate\n      firstBillDate\n      firstBillDateSource\n      billedCents\n      selfPay\n      agbCents\n      agbText\n    }\n  }\n':
    types.BillAssistanceDocument,
  '\n  mutation SetFirstBillDate($billId: ID!, $date: Date) {\n    setFirstBillDate(billId: $billId, date: $date) {\n      billId\n      firstBillDate\n      firstBillDateSource\n    }\n  }\n':
    types.SetFirstBillDateDocument,
  '\n  mutation AddAssistanceTasks($billId: ID!) {\n    addAssistanceTasks(billId: $billId) {\n      id\n      text\n      dueDate\n    }\n  }\n':
    types.AddAssistanceTasksDocument,
  '\n  query BlogEditor($id: Int, $withPost: Boolean!) {\n    me {\n      id\n      isAdmin\n    }\n    blog(id: $id) @include(if: $withPost) {\n      id\n      title\n      slug\n      image\n      description\n      body\n      isPublished\n      help\n    }\n  }\n':
    types.BlogEditorDocument,
  '\n  query BlogPost($slug: String, $id: Int) {\n    blog(slug: $slug, id: $id) {\n      id\n      title\n      slug\n      image\n      description\n      bodyHtml\n      published\n      isPublished\n      help\n      comments {\n        id\n        ...CommentItem\n      }\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n':
    types.BlogPostDocument,
  '\n  query BlogList {\n    blogs(limit: 100, includeDrafts: true) {\n      id\n      ...PostCard\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n':
    types.BlogListDocument,
  '\n  fragment CommentItem on BlogComment {\n    id\n    authorName\n    body\n    createdAt\n    hidden\n  }\n':
    types.CommentItemFragmentDoc,
  '\n  fragment PostCard on Blog {\n    id\n    title\n    slug\n    image\n    description\n    published\n    isPublished\n  }\n':
    types.PostCardFragmentDoc,
  '\n  mutation AddComment($blogId: Int!, $body: String!) {\n    addComment(blogId: $blogId, body: $body) {\n      id\n      ...CommentItem\n    }\n  }\n':
    types.AddCommentDocument,
  '\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n':
    types.HideCommentDocument,
  '\n  mutation SaveBlog($input: BlogInput!) {\n    saveBlog(input: $input) {\n      id\n      slug\n      title\n      isPublished\n    }\n  }\n':
    types.SaveBlogDocument,
  '\n  query CategoriesPage {\n    categories {\n      id\n      name\n      icon\n      diagnoses {\n        id\n      }\n    }\n    diagnoses {\n      id\n      name\n    }\n  }\n':
    types.CategoriesPageDocument,
  '\n  query CategoryConditionDetails {\n    diagnoses {\n      id\n      summary\n      specialties\n      hospitalization\n      hospitalizationLabel\n      work {\n        name\n        likelihood\n      }\n    }\n  }\n':
    types.CategoryConditionDetailsDocument,
  '\n  query TestCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n':
    types.TestCheckoutDocument,
  '\n  mutation TestCheckoutComplete($sessionId: ID!) {\n    completeTestCheckout(sessionId: $sessionId) {\n      id\n      paid\n    }\n  }\n':
    types.TestCheckoutCompleteDocument,
  '\n  mutation ContactSend($input: ContactMessageInput!) {\n    contact(input: $input) {\n      ok\n    }\n  }\n':
    types.ContactSendDocument,
  '\n  mutation ContactRequestAccess($input: AccessRequestInput!) {\n    requestAccess(input: $input) {\n      ok\n      message\n    }\n  }\n':
    types.ContactRequestAccessDocument,
  '\n  query BillLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n':
    types.BillLetterSenderDocument,
  '\n  query BillLetterCheck($billId: ID, $eventId: ID, $language: Language) {\n    billCheck(billId: $billId, eventId: $eventId, language: $language) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      letterLines {\n        text\n        source\n      }\n      nextSteps {\n        key\n        findings {\n          text\n        }\n      }\n      ...BillCheckPriceFileFields\n    }\n  }\n':
    types.BillLetterCheckDocument,
  '\n  fragment BillCheckComparisonFields on BillCheck {\n    comparison\n    percentile\n    nearbyCount\n    nearbyStays\n    method\n    cheapest {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n    }\n    nearby {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n      distanceKm\n    }\n  }\n':
    types.BillCheckComparisonFieldsFragmentDoc,
  "\n  query BillCheckPanel($billId: ID, $eventId: ID) {\n    billCheck(billId: $billId, eventId: $eventId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        kindText\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      drg\n      verdict\n      verdictLabel\n      explanation\n      ask\n      assistanceCapCents\n      thresholds\n      source\n      figure {\n        providerId\n        year\n        discharges\n        avgCoveredChargeCents\n        avgTotalPaymentCents\n        avgMedicarePaymentCents\n      }\n      currentAvgTotalPaymentCents\n      currentDollarsLabel\n      # The comparisons (BillCheckBenchmarks), inline: a fragment spread costs 1.5× more under the\n      # API's cost limit (apps/api limits.ts), and this query is close to it.\n      benchmark\n      comparisons {\n        benchmark\n        askedCents\n        benchmarkCents\n        ratio\n        verdictLabel\n        benchmarkSentence\n        originalCents\n        originalYear\n        adjustedCents\n        adjustedYear\n        factor\n      }\n      notAssessed {\n        benchmark\n        reason\n      }\n      letterLines {\n        text\n        source\n      }\n      ...BillCheckPriceFileFields\n      nextSteps {\n        key\n        title\n        text\n        dueDate\n        passedText\n        source\n        checklist\n        findings {\n          text\n          lines\n          fileName\n        }\n      }\n      ...BillCheckComparisonFields\n    }\n  }\n":
    types.BillCheckPanelDocument,
  '\n  fragment BillCheckPriceFileFields on BillCheck {\n    billedCents\n    priceFile {\n      sourceLabel\n      usedForVerdict\n      verdict\n      verdictLabel\n      explanation\n      basis\n      referenceCents\n      askedCents\n      ratio\n      payerName\n      planName\n      allowedCents\n      patientAskedCents\n      unpublishedCodes\n      planEstimate {\n        kind\n        patientCents\n        formula\n        message\n      }\n      lines {\n        code\n        codeType\n        description\n        setting\n        grossCents\n        cashCents\n        minNegotiatedCents\n        maxNegotiatedCents\n        rateCount\n        line\n        allowedCents\n      }\n    }\n  }\n':
    types.BillCheckPriceFileFieldsFragmentDoc,
  '\n  query DashboardBillForEdit($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      files {\n        id\n        text\n      }\n      event {\n        id\n        name\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n':
    types.DashboardBillForEditDocument,
  '\n  query DashboardBillEventName($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      files {\n        id\n        text\n      }\n    }\n  }\n':
    types.DashboardBillEventNameDocument,
  '\n  query DashboardBill($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      createdAt\n      statusHistory {\n        status\n        changedAt\n      }\n      files {\n        ...FileListItem\n      }\n      event {\n        id\n        name\n      }\n    }\n  }\n':
    types.DashboardBillDocument,
  '\n  query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {\n    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        status\n        due\n        billType\n        totalCents\n        selfCents\n        event {\n          id\n          name\n        }\n      }\n    }\n  }\n':
    types.DashboardBillsDocument,
  '\n  query DashboardOverview {\n    dashboard {\n      owedCents\n      dueSoonCents\n      dueSoonCount\n      eventCount\n      billCount\n      statusCounts {\n        status\n        count\n      }\n      spendingByMonth {\n        month\n        totalCents\n        selfCents\n      }\n    }\n  }\n':
    types.DashboardOverviewDocument,
  '\n  query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {\n    events(page: $page, limit: $limit, sort: $sort, order: $order) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        name\n        providerName\n        diagnosisName\n        admitted\n        departed\n        totalCents\n        selfCents\n        billCount\n        body\n        createdAt\n      }\n    }\n  }\n':
    types.DashboardEventsDocument,
  '\n  fragment EventBillsPageRows on EventBillsPage {\n    hasNextPage\n    endCursor\n    hits {\n      id\n      status\n      due\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n  }\n':
    types.EventBillsPageRowsFragmentDoc,
  '\n  query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {\n    event(id: $id) {\n      id\n      billsPage(first: $first, after: $after) {\n        ...EventBillsPageRows\n      }\n    }\n  }\n':
    types.DashboardEventBillsDocument,
  '\n  query DashboardEventForEdit($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      provider {\n        id\n        name\n        city\n        state\n      }\n      ...VisitPicks\n      admitted\n      departed\n      stars\n      body\n      insurance\n      files {\n        id\n        text\n      }\n      bills {\n        id\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n':
    types.DashboardEventForEditDocument,
  '\n  query DashboardEvent($id: ID!, $first: Int!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      diagnosisName\n      procedureName\n      conditionName\n      admitted\n      departed\n      stars\n      body\n      insurance\n      totalCents\n      selfCents\n      billCount\n      billsPage(first: $first) {\n        ...EventBillsPageRows\n      }\n      files {\n        ...FileListItem\n      }\n    }\n  }\n':
    types.DashboardEventDocument,
  '\n  query HelpArticles {\n    blogs(help: true, limit: 100) {\n      id\n      slug\n      title\n      description\n    }\n  }\n':
    types.HelpArticlesDocument,
  '\n  query Referral {\n    referral {\n      reference\n      link\n      signups\n    }\n  }\n':
    types.ReferralDocument,
  '\n  fragment BillSharingFields on BillSharing {\n    billId\n    consented\n    shared\n    blocker\n    providerName\n    drg\n    year\n    month\n    billedCents\n    paidCents\n  }\n':
    types.BillSharingFieldsFragmentDoc,
  '\n  query BillSharingStatus($billId: ID!) {\n    billSharing(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n':
    types.BillSharingStatusDocument,
  '\n  query TodoTasks {\n    tasks {\n      id\n      text\n      done\n      dueDate\n      eventId\n      eventName\n      billId\n      createdAt\n    }\n  }\n':
    types.TodoTasksDocument,
  '\n  fragment BillFields on Bill {\n    id\n    status\n    due\n    billType\n    codes\n    totalCents\n    selfCents\n    payInsCents\n    note\n  }\n':
    types.BillFieldsFragmentDoc,
  '\n  query DirectoryHospitals($query: String!) {\n    hospitals(query: $query, limit: 10) {\n      id\n      name\n      city\n      state\n      zip\n      isDemo\n    }\n  }\n':
    types.DirectoryHospitalsDocument,
  '\n  query DashboardOptions($kind: OptionKind!) {\n    options(kind: $kind) {\n      id\n      text\n    }\n  }\n':
    types.DashboardOptionsDocument,
  '\n  fragment VisitPicks on Event {\n    diagnoses {\n      id\n      text\n    }\n    procedures {\n      id\n      text\n    }\n    conditions {\n      id\n      text\n    }\n  }\n':
    types.VisitPicksFragmentDoc,
  '\n  mutation TodoAddTask($input: NewTaskInput!) {\n    addTask(input: $input) {\n      id\n    }\n  }\n':
    types.TodoAddTaskDocument,
  '\n  mutation TodoUpdateTask($id: ID!, $input: TaskPatchInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      done\n    }\n  }\n':
    types.TodoUpdateTaskDocument,
  '\n  mutation TodoRemoveTask($id: ID!) {\n    removeTask(id: $id)\n  }\n': types.TodoRemoveTaskDocument,
  '\n  mutation ShareBillPrice($billId: ID!) {\n    shareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n':
    types.ShareBillPriceDocument,
  '\n  mutation UnshareBillPrice($billId: ID!) {\n    unshareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n':
    types.UnshareBillPriceDocument,
  '\n  mutation OpenBillComparison($billId: ID, $eventId: ID) {\n    openBillComparison(billId: $billId, eventId: $eventId) {\n      ...BillCheckComparisonFields\n    }\n  }\n':
    types.OpenBillComparisonDocument,
  '\n  mutation AddBillCheckTasks($billId: ID, $eventId: ID) {\n    addBillCheckTasks(billId: $billId, eventId: $eventId) {\n      id\n      text\n      date\n    }\n  }\n':
    types.AddBillCheckTasksDocument,
  '\n  mutation DashboardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        providerName\n        admitted\n        departed\n        stars\n        body\n        insurance\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n':
    types.DashboardSaveEventDocument,
  '\n  mutation DashboardDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      deletedBills\n    }\n  }\n':
    types.DashboardDeleteEventDocument,
  '\n  mutation DashboardSaveBill($input: BillInput!) {\n    saveBill(input: $input) {\n      bill {\n        ...BillFields\n      }\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n':
    types.DashboardSaveBillDocument,
  '\n  mutation DashboardDeleteBill($id: ID!) {\n    deleteBill(id: $id) {\n      id\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n':
    types.DashboardDeleteBillDocument,
  '\n  query Home {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n    blogs(limit: 3) {\n      id\n      ...PostCard\n    }\n    datasets {\n      id\n      name\n      source\n      year\n      isDemo\n      rowsImported\n    }\n    token {\n      email\n    }\n  }\n':
    types.HomeDocument,
  '\n  mutation WizardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        totalCents\n        billCount\n      }\n    }\n  }\n':
    types.WizardSaveEventDocument,
  '\n  fragment ListPriceRange on PriceRange {\n    singleValue\n    currentDollars {\n      lowestCents\n      highestCents\n      averageCents\n      cpiYear\n      fromYears\n    }\n    byYear {\n      year\n      lowestCents\n      highestCents\n      sourceLabel\n    }\n  }\n':
    types.ListPriceRangeFragmentDoc,
  '\n  fragment ComparablePriceRange on PriceRange {\n    lowestCents\n    highestCents\n    averageCents\n    amount\n    source {\n      name\n      year\n      isDemo\n    }\n    ...ListPriceRange\n  }\n':
    types.ComparablePriceRangeFragmentDoc,
  '\n  query MapConditionOptions($query: String, $limit: Int, $lat: Float!, $lng: Float!, $near: Boolean!) {\n    diagnoses(query: $query, limit: $limit) {\n      id\n      name\n      slug\n      common\n      pricedHospitals\n      pricedHospitalsNear(lat: $lat, lng: $lng) @include(if: $near)\n    }\n  }\n':
    types.MapConditionOptionsDocument,
  '\n  fragment HospitalFacts on Provider {\n    address\n    city\n    state\n    zip\n    phone\n    website\n    hospitalType\n    ownership\n    emergencyServices\n    birthingFriendly\n    beds\n    starRating {\n      value\n      source\n      asOf\n    }\n    locationSource\n  }\n':
    types.HospitalFactsFragmentDoc,
  '\n  query MapConditionDrgs($id: Int!) {\n    diagnosis(id: $id) {\n      id\n      cmsCodes {\n        drg\n      }\n    }\n  }\n':
    types.MapConditionDrgsDocument,
  '\n  query MapHospitalPrices($providerId: ID!, $drgs: [String!]) {\n    hospitalPrices(providerId: $providerId, drgs: $drgs) {\n      providerId\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n      items {\n        ...PriceFileItem\n      }\n    }\n  }\n':
    types.MapHospitalPricesDocument,
  '\n  query MapCitySuggestions($prefix: String!) {\n    cities(prefix: $prefix, limit: 8) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n':
    types.MapCitySuggestionsDocument,
  '\n  query MapNearestCity($lat: Float!, $lng: Float!) {\n    nearestCity(lat: $lat, lng: $lng) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n':
    types.MapNearestCityDocument,
  '\n  query MapPatientPrices($providerId: ID!, $diagnosisId: Int) {\n    patientPrices(providerId: $providerId, diagnosisId: $diagnosisId) {\n      providerId\n      minReporters\n      summaries {\n        drg\n        title\n        billed {\n          fromCents\n          toCents\n        }\n        paid {\n          fromCents\n          toCents\n        }\n      }\n    }\n  }\n':
    types.MapPatientPricesDocument,
  '\n  query MapPriceFileSummaries($providerIds: [ID!]!, $diagnosisId: Int!) {\n    priceFileSummaries(providerIds: $providerIds, diagnosisId: $diagnosisId) {\n      providerId\n      itemCount\n      cashCents\n      myInsurerCents\n      myEstimateCents\n      hasPlan\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n    }\n  }\n':
    types.MapPriceFileSummariesDocument,
  '\n  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {\n    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {\n      searchCount\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      estimate {\n        ...DetailEstimate\n      }\n      provider {\n        id\n        name\n        ...HospitalFacts\n        priceRange {\n          ...ComparablePriceRange\n        }\n        prices {\n          ...DetailPriceFigure\n        }\n      }\n    }\n  }\n':
    types.MapProviderDetailDocument,
  '\n  fragment MapProviderItem on Provider {\n    id\n    name\n    address\n    city\n    state\n    zip\n    distanceKm\n    location {\n      lat\n      lng\n    }\n    priceRange {\n      ...ListPriceRange\n    }\n  }\n':
    types.MapProviderItemFragmentDoc,
  '\n  fragment DetailPriceFigure on ProviderPrice {\n    drg {\n      drg\n      title\n    }\n    discharges\n    averageCoveredChargeCents\n    averageTotalPaymentCents\n    averageMedicarePaymentCents\n    source {\n      name\n      year\n      isDemo\n    }\n  }\n':
    types.DetailPriceFigureFragmentDoc,
  '\n  fragment DetailEstimate on PriceEstimate {\n    patientShareCents\n    insuranceShareCents\n  }\n':
    types.DetailEstimateFragmentDoc,
  '\n  query TownsNear($lat: Float!, $lng: Float!) {\n    townsNear(lat: $lat, lng: $lng) {\n      name\n      lat\n      lng\n      minZoom\n    }\n  }\n':
    types.TownsNearDocument,
  '\n  mutation MapSaveGeo($input: GeoSessionInput!) {\n    setGeoSession(input: $input) {\n      searchCount\n    }\n  }\n':
    types.MapSaveGeoDocument,
  '\n  query MapSession {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n      diagnosis {\n        id\n        text\n      }\n      searchCount\n    }\n  }\n':
    types.MapSessionDocument,
  '\n  query MapSearch($input: ProviderSearchInput!) {\n    searchProviders(input: $input) {\n      count\n      widened\n      searchCount\n      unavailable {\n        message\n        reason\n        coveredConditions\n        nearest {\n          id\n          name\n          city\n          state\n          distanceKm\n        }\n        related {\n          id\n          name\n          slug\n        }\n      }\n      diagnosis {\n        id\n        name\n        slug\n        active\n        noFiguresReason\n      }\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      hits {\n        ...MapProviderItem\n      }\n    }\n  }\n':
    types.MapSearchDocument,
  '\n  query PriceFileCoverage {\n    priceFileCoverage {\n      hospitals\n      states\n      oldestDate\n      newestDate\n      undatedFiles\n      list {\n        providerId\n        name\n        city\n        state\n        fileDate\n      }\n    }\n  }\n':
    types.PriceFileCoverageDocument,
  '\n  fragment PriceFileItem on HospitalPriceItem {\n    codes {\n      code\n      type\n    }\n    description\n    plainName\n    plainNameIsOurs\n    setting\n    grossCents\n    cashCents\n    minNegotiatedCents\n    maxNegotiatedCents\n    rateCount\n    line\n    source {\n      fileName\n      lastUpdatedOn\n      version\n      format\n    }\n    estimate {\n      kind\n      patientCents\n      basisCents\n      cappedByOopMax\n      formula\n      message\n      copayNote\n      highBasisCents\n      highPatientCents\n      rateNote\n    }\n  }\n':
    types.PriceFileItemFragmentDoc,
  '\n  query ProceduresGeo {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n    }\n  }\n':
    types.ProceduresGeoDocument,
  '\n  query ProcedureSearch($input: ProcedureSearchInput!) {\n    searchProcedures(input: $input) {\n      codes\n      filesNearby\n      hits {\n        providerId\n        name\n        address\n        city\n        state\n        zip\n        distanceKm\n        items {\n          ...PriceFileItem\n        }\n      }\n    }\n  }\n':
    types.ProcedureSearchDocument,
  '\n  fragment InsuranceFields on Insurance {\n    payerKey\n    payerName\n    planName\n    deductibleCents\n    deductibleRemainingCents\n    coinsurancePercent\n    copayCents\n    oopMaxCents\n    oopRemainingCents\n    updatedAt\n  }\n':
    types.InsuranceFieldsFragmentDoc,
  '\n  query SettingsInsurance {\n    payers {\n      key\n      name\n      known\n    }\n    myInsurance {\n      ...InsuranceFields\n    }\n  }\n':
    types.SettingsInsuranceDocument,
  '\n  query SettingsPass {\n    me {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n':
    types.SettingsPassDocument,
  '\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n':
    types.SettingsMeDocument,
  '\n  query SettingsPriceSharing {\n    priceSharing {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n':
    types.SettingsPriceSharingDocument,
  '\n  query SettingsSessions {\n    signedInSessions {\n      createdAt\n      expiresAt\n      current\n    }\n  }\n':
    types.SettingsSessionsDocument,
  '\n  mutation SettingsUpdate($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n':
    types.SettingsUpdateDocument,
  '\n  mutation SettingsSignOutEverywhere($keepThisOne: Boolean) {\n    signOutEverywhere(keepThisOne: $keepThisOne)\n  }\n':
    types.SettingsSignOutEverywhereDocument,
  '\n  mutation SettingsDeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm) {\n      ok\n      message\n    }\n  }\n':
    types.SettingsDeleteAccountDocument,
  '\n  mutation ConfirmEmailChange($key: String!) {\n    confirmEmailChange(key: $key) {\n      ok\n      message\n    }\n  }\n':
    types.ConfirmEmailChangeDocument,
  '\n  mutation SettingsCancelPass {\n    cancelPass {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n':
    types.SettingsCancelPassDocument,
  '\n  mutation SettingsSaveInsurance($input: InsuranceInput!) {\n    saveInsurance(input: $input) {\n      ...InsuranceFields\n    }\n  }\n':
    types.SettingsSaveInsuranceDocument,
  '\n  mutation SettingsDeleteInsurance {\n    deleteInsurance\n  }\n': types.SettingsDeleteInsuranceDocument,
  '\n  mutation SettingsSetPriceSharing($consent: Boolean!) {\n    setPriceSharing(consent: $consent) {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n':
    types.SettingsSetPriceSharingDocument,
  '\n  fragment SystemTile on System {\n    id\n    name\n    image\n  }\n': types.SystemTileFragmentDoc,
  '\n  query SystemPage($id: Int!) {\n    system(id: $id) {\n      id\n      name\n      image\n      description\n      diagnoses {\n        id\n        name\n        summary\n        common\n      }\n    }\n  }\n':
    types.SystemPageDocument,
  '\n  query SystemsPage {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n  }\n':
    types.SystemsPageDocument,
  '\n  fragment UploadVisitFields on Event {\n    id\n    providerName\n    providerId\n    ...VisitPicks\n    admitted\n    departed\n    stars\n    body\n    insurance\n    bills {\n      id\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n    files {\n      id\n      text\n      size\n    }\n  }\n':
    types.UploadVisitFieldsFragmentDoc,
  '\n  query UploadVisit($id: ID!) {\n    event(id: $id) {\n      ...UploadVisitFields\n    }\n  }\n':
    types.UploadVisitDocument,
  '\n  query UploadDraftVisits {\n    draftVisits {\n      id\n      createdAt\n      files\n    }\n  }\n':
    types.UploadDraftVisitsDocument,
  '\n  mutation UploadSaveVisit($id: ID, $input: VisitInput!) {\n    saveVisit(id: $id, input: $input) {\n      event {\n        id\n      }\n    }\n  }\n':
    types.UploadSaveVisitDocument,
  '\n  mutation UploadDiscardDraft($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n    }\n  }\n':
    types.UploadDiscardDraftDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RememberReference($reference: String!) {\n    rememberReference(reference: $reference)\n  }\n',
): (typeof documents)['\n  mutation RememberReference($reference: String!) {\n    rememberReference(reference: $reference)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataStatus {\n    dataStatus {\n      state\n      percent\n      message\n    }\n  }\n',
): (typeof documents)['\n  query DataStatus {\n    dataStatus {\n      state\n      percent\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ImageSearch($site: String!, $query: String!, $orientation: ImageOrientation, $maxWidth: Int) {\n    images(site: $site, query: $query, orientation: $orientation, maxWidth: $maxWidth) {\n      url\n      thumb\n      title\n      width\n      height\n      orientation\n    }\n  }\n',
): (typeof documents)['\n  query ImageSearch($site: String!, $query: String!, $orientation: ImageOrientation, $maxWidth: Int) {\n    images(site: $site, query: $query, orientation: $orientation, maxWidth: $maxWidth) {\n      url\n      thumb\n      title\n      width\n      height\n      orientation\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PickerOptions($kind: OptionKind!, $query: String) {\n    options(kind: $kind, query: $query) {\n      id\n      text\n    }\n  }\n',
): (typeof documents)['\n  query PickerOptions($kind: OptionKind!, $query: String) {\n    options(kind: $kind, query: $query) {\n      id\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReadFile($fileId: ID!) {\n    readFile(fileId: $fileId) {\n      fileId\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ReadFile($fileId: ID!) {\n    readFile(fileId: $fileId) {\n      fileId\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FileReading($fileId: ID!) {\n    fileReading(fileId: $fileId) {\n      fileId\n      fileName\n      status\n      pagesDone\n      pagesTotal\n      error\n      bill {\n        layout\n        method\n        pages\n        hospital {\n          value {\n            printedName\n            ccn\n            matchedName\n            matchedCity\n            matchedState\n          }\n          page\n          line\n          confidence\n        }\n        statementDate {\n          value\n          page\n          line\n          confidence\n        }\n        admissionDate {\n          value\n          page\n          line\n          confidence\n        }\n        dischargeDate {\n          value\n          page\n          line\n          confidence\n        }\n        totalChargesCents {\n          value\n          page\n          line\n          confidence\n        }\n        insurancePaidCents {\n          value\n          page\n          line\n          confidence\n        }\n        insuranceAdjustedCents {\n          value\n          page\n          line\n          confidence\n        }\n        patientResponsibilityCents {\n          value\n          page\n          line\n          confidence\n        }\n        drg {\n          value\n          page\n          line\n          confidence\n        }\n        insurer {\n          value\n          page\n          line\n          confidence\n        }\n        lines {\n          date\n          revenueCode\n          code\n          description\n          quantity\n          amountCents\n          page\n          line\n          confidence\n        }\n      }\n      findings {\n        kind\n        text\n        amountCents\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FileReading($fileId: ID!) {\n    fileReading(fileId: $fileId) {\n      fileId\n      fileName\n      status\n      pagesDone\n      pagesTotal\n      error\n      bill {\n        layout\n        method\n        pages\n        hospital {\n          value {\n            printedName\n            ccn\n            matchedName\n            matchedCity\n            matchedState\n          }\n          page\n          line\n          confidence\n        }\n        statementDate {\n          value\n          page\n          line\n          confidence\n        }\n        admissionDate {\n          value\n          page\n          line\n          confidence\n        }\n        dischargeDate {\n          value\n          page\n          line\n          confidence\n        }\n        totalChargesCents {\n          value\n          page\n          line\n          confidence\n        }\n        insurancePaidCents {\n          value\n          page\n          line\n          confidence\n        }\n        insuranceAdjustedCents {\n          value\n          page\n          line\n          confidence\n        }\n        patientResponsibilityCents {\n          value\n          page\n          line\n          confidence\n        }\n        drg {\n          value\n          page\n          line\n          confidence\n        }\n        insurer {\n          value\n          page\n          line\n          confidence\n        }\n        lines {\n          date\n          revenueCode\n          code\n          description\n          quantity\n          amountCents\n          page\n          line\n          confidence\n        }\n      }\n      findings {\n        kind\n        text\n        amountCents\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FileListItem on FileItem {\n    id\n    text\n    url\n    ext\n    size\n    created\n  }\n',
): (typeof documents)['\n  fragment FileListItem on FileItem {\n    id\n    text\n    url\n    ext\n    size\n    created\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n',
): (typeof documents)['\n  mutation SetLanguage($language: Language!) {\n    setLanguage(language: $language) {\n      id\n      language\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Token {\n    token {\n      email\n      reference\n      passActive\n      freeUsed\n    }\n  }\n',
): (typeof documents)['\n  query Token {\n    token {\n      email\n      reference\n      passActive\n      freeUsed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LogOut {\n    logOut\n  }\n',
): (typeof documents)['\n  mutation LogOut {\n    logOut\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountPassEnd {\n    me {\n      id\n      passEndsAt\n    }\n  }\n',
): (typeof documents)['\n  query AccountPassEnd {\n    me {\n      id\n      passEndsAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PurchaseCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n',
): (typeof documents)['\n  query PurchaseCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WelcomePlans {\n    plans {\n      id\n      name\n      priceCents\n      intervalText\n      features\n      highlighted\n      priceId\n    }\n  }\n',
): (typeof documents)['\n  query WelcomePlans {\n    plans {\n      id\n      name\n      priceCents\n      intervalText\n      features\n      highlighted\n      priceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password) {\n      ok\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SignUp($email: String!, $password: String) {\n    signUp(email: $email, password: $password) {\n      ok\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountLogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountLogIn($email: String!, $password: String!) {\n    logIn(email: $email, password: $password) {\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountRequestAccessLink($email: String!) {\n    requestAccessLink(email: $email) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountRequestAccessLink($email: String!) {\n    requestAccessLink(email: $email) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountResendActivation($email: String!) {\n    resendActivation(email: $email) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountVerify($key: String!, $email: String!) {\n    verify(key: $key, email: $email) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountVerify($key: String!, $email: String!) {\n    verify(key: $key, email: $email) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountLogInWithKey($key: String!, $email: String!) {\n    logInWithKey(key: $key, email: $email) {\n      email\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountLogInWithKey($key: String!, $email: String!) {\n    logInWithKey(key: $key, email: $email) {\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountRequestReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountSetPassword($key: String!, $email: String, $password: String!) {\n    setPassword(key: $key, email: $email, password: $password) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation AccountSetPassword($key: String!, $email: String, $password: String!) {\n    setPassword(key: $key, email: $email, password: $password) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WelcomeCreateCheckout($priceId: String!, $email: String!) {\n    createCheckout(priceId: $priceId, email: $email) {\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation WelcomeCreateCheckout($priceId: String!, $email: String!) {\n    createCheckout(priceId: $priceId, email: $email) {\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {\n    updateSubscription(checkoutSessionId: $checkoutSessionId) {\n      awaitingConfirmation\n      confirmationSentTo\n      token {\n        email\n        passActive\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation PurchaseUpdateSubscription($checkoutSessionId: ID!) {\n    updateSubscription(checkoutSessionId: $checkoutSessionId) {\n      awaitingConfirmation\n      confirmationSentTo\n      token {\n        email\n        passActive\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AffiliateMe {\n    me {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n',
): (typeof documents)['\n  query AffiliateMe {\n    me {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AffiliateUpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n',
): (typeof documents)['\n  mutation AffiliateUpdateAddress($input: AddressInput!) {\n    updateAddress(input: $input) {\n      id\n      firstName\n      lastName\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AssistanceLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n',
): (typeof documents)['\n  query AssistanceLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BillAssistance($billId: ID!) {\n    billAssistanceFacts(billId: $billId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        ownershipKind\n        hospitalType\n        criticalAccess\n        kindText\n      }\n      admitted\n      departed\n      billDate\n      firstBillDate\n      firstBillDateSource\n      billedCents\n      selfPay\n      agbCents\n      agbText\n    }\n  }\n',
): (typeof documents)['\n  query BillAssistance($billId: ID!) {\n    billAssistanceFacts(billId: $billId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        ownershipKind\n        hospitalType\n        criticalAccess\n        kindText\n      }\n      admitted\n      departed\n      billDate\n      firstBillDate\n      firstBillDateSource\n      billedCents\n      selfPay\n      agbCents\n      agbText\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetFirstBillDate($billId: ID!, $date: Date) {\n    setFirstBillDate(billId: $billId, date: $date) {\n      billId\n      firstBillDate\n      firstBillDateSource\n    }\n  }\n',
): (typeof documents)['\n  mutation SetFirstBillDate($billId: ID!, $date: Date) {\n    setFirstBillDate(billId: $billId, date: $date) {\n      billId\n      firstBillDate\n      firstBillDateSource\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddAssistanceTasks($billId: ID!) {\n    addAssistanceTasks(billId: $billId) {\n      id\n      text\n      dueDate\n    }\n  }\n',
): (typeof documents)['\n  mutation AddAssistanceTasks($billId: ID!) {\n    addAssistanceTasks(billId: $billId) {\n      id\n      text\n      dueDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BlogEditor($id: Int, $withPost: Boolean!) {\n    me {\n      id\n      isAdmin\n    }\n    blog(id: $id) @include(if: $withPost) {\n      id\n      title\n      slug\n      image\n      description\n      body\n      isPublished\n      help\n    }\n  }\n',
): (typeof documents)['\n  query BlogEditor($id: Int, $withPost: Boolean!) {\n    me {\n      id\n      isAdmin\n    }\n    blog(id: $id) @include(if: $withPost) {\n      id\n      title\n      slug\n      image\n      description\n      body\n      isPublished\n      help\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BlogPost($slug: String, $id: Int) {\n    blog(slug: $slug, id: $id) {\n      id\n      title\n      slug\n      image\n      description\n      bodyHtml\n      published\n      isPublished\n      help\n      comments {\n        id\n        ...CommentItem\n      }\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n',
): (typeof documents)['\n  query BlogPost($slug: String, $id: Int) {\n    blog(slug: $slug, id: $id) {\n      id\n      title\n      slug\n      image\n      description\n      bodyHtml\n      published\n      isPublished\n      help\n      comments {\n        id\n        ...CommentItem\n      }\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BlogList {\n    blogs(limit: 100, includeDrafts: true) {\n      id\n      ...PostCard\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n',
): (typeof documents)['\n  query BlogList {\n    blogs(limit: 100, includeDrafts: true) {\n      id\n      ...PostCard\n    }\n    me {\n      id\n      isAdmin\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CommentItem on BlogComment {\n    id\n    authorName\n    body\n    createdAt\n    hidden\n  }\n',
): (typeof documents)['\n  fragment CommentItem on BlogComment {\n    id\n    authorName\n    body\n    createdAt\n    hidden\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PostCard on Blog {\n    id\n    title\n    slug\n    image\n    description\n    published\n    isPublished\n  }\n',
): (typeof documents)['\n  fragment PostCard on Blog {\n    id\n    title\n    slug\n    image\n    description\n    published\n    isPublished\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddComment($blogId: Int!, $body: String!) {\n    addComment(blogId: $blogId, body: $body) {\n      id\n      ...CommentItem\n    }\n  }\n',
): (typeof documents)['\n  mutation AddComment($blogId: Int!, $body: String!) {\n    addComment(blogId: $blogId, body: $body) {\n      id\n      ...CommentItem\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n',
): (typeof documents)['\n  mutation HideComment($id: ID!, $hidden: Boolean!) {\n    hideComment(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveBlog($input: BlogInput!) {\n    saveBlog(input: $input) {\n      id\n      slug\n      title\n      isPublished\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveBlog($input: BlogInput!) {\n    saveBlog(input: $input) {\n      id\n      slug\n      title\n      isPublished\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoriesPage {\n    categories {\n      id\n      name\n      icon\n      diagnoses {\n        id\n      }\n    }\n    diagnoses {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CategoriesPage {\n    categories {\n      id\n      name\n      icon\n      diagnoses {\n        id\n      }\n    }\n    diagnoses {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CategoryConditionDetails {\n    diagnoses {\n      id\n      summary\n      specialties\n      hospitalization\n      hospitalizationLabel\n      work {\n        name\n        likelihood\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CategoryConditionDetails {\n    diagnoses {\n      id\n      summary\n      specialties\n      hospitalization\n      hospitalizationLabel\n      work {\n        name\n        likelihood\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n',
): (typeof documents)['\n  query TestCheckout($sessionId: ID!) {\n    checkout(sessionId: $sessionId) {\n      id\n      customerEmail\n      amountTotalCents\n      paid\n      planName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestCheckoutComplete($sessionId: ID!) {\n    completeTestCheckout(sessionId: $sessionId) {\n      id\n      paid\n    }\n  }\n',
): (typeof documents)['\n  mutation TestCheckoutComplete($sessionId: ID!) {\n    completeTestCheckout(sessionId: $sessionId) {\n      id\n      paid\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ContactSend($input: ContactMessageInput!) {\n    contact(input: $input) {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation ContactSend($input: ContactMessageInput!) {\n    contact(input: $input) {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ContactRequestAccess($input: AccessRequestInput!) {\n    requestAccess(input: $input) {\n      ok\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ContactRequestAccess($input: AccessRequestInput!) {\n    requestAccess(input: $input) {\n      ok\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BillLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n',
): (typeof documents)['\n  query BillLetterSender {\n    me {\n      id\n      firstName\n      lastName\n      email\n      address\n      address2\n      city\n      state\n      zip\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BillLetterCheck($billId: ID, $eventId: ID, $language: Language) {\n    billCheck(billId: $billId, eventId: $eventId, language: $language) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      letterLines {\n        text\n        source\n      }\n      nextSteps {\n        key\n        findings {\n          text\n        }\n      }\n      ...BillCheckPriceFileFields\n    }\n  }\n',
): (typeof documents)['\n  query BillLetterCheck($billId: ID, $eventId: ID, $language: Language) {\n    billCheck(billId: $billId, eventId: $eventId, language: $language) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      letterLines {\n        text\n        source\n      }\n      nextSteps {\n        key\n        findings {\n          text\n        }\n      }\n      ...BillCheckPriceFileFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BillCheckComparisonFields on BillCheck {\n    comparison\n    percentile\n    nearbyCount\n    nearbyStays\n    method\n    cheapest {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n    }\n    nearby {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n      distanceKm\n    }\n  }\n',
): (typeof documents)['\n  fragment BillCheckComparisonFields on BillCheck {\n    comparison\n    percentile\n    nearbyCount\n    nearbyStays\n    method\n    cheapest {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n    }\n    nearby {\n      providerId\n      providerName\n      avgTotalPaymentCents\n      discharges\n      distanceKm\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: "\n  query BillCheckPanel($billId: ID, $eventId: ID) {\n    billCheck(billId: $billId, eventId: $eventId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        kindText\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      drg\n      verdict\n      verdictLabel\n      explanation\n      ask\n      assistanceCapCents\n      thresholds\n      source\n      figure {\n        providerId\n        year\n        discharges\n        avgCoveredChargeCents\n        avgTotalPaymentCents\n        avgMedicarePaymentCents\n      }\n      currentAvgTotalPaymentCents\n      currentDollarsLabel\n      # The comparisons (BillCheckBenchmarks), inline: a fragment spread costs 1.5× more under the\n      # API's cost limit (apps/api limits.ts), and this query is close to it.\n      benchmark\n      comparisons {\n        benchmark\n        askedCents\n        benchmarkCents\n        ratio\n        verdictLabel\n        benchmarkSentence\n        originalCents\n        originalYear\n        adjustedCents\n        adjustedYear\n        factor\n      }\n      notAssessed {\n        benchmark\n        reason\n      }\n      letterLines {\n        text\n        source\n      }\n      ...BillCheckPriceFileFields\n      nextSteps {\n        key\n        title\n        text\n        dueDate\n        passedText\n        source\n        checklist\n        findings {\n          text\n          lines\n          fileName\n        }\n      }\n      ...BillCheckComparisonFields\n    }\n  }\n",
): (typeof documents)["\n  query BillCheckPanel($billId: ID, $eventId: ID) {\n    billCheck(billId: $billId, eventId: $eventId) {\n      billId\n      eventId\n      eventName\n      hospital {\n        id\n        name\n        address\n        city\n        state\n        zip\n        kindText\n      }\n      admitted\n      departed\n      billedCents\n      paidCents\n      drg\n      verdict\n      verdictLabel\n      explanation\n      ask\n      assistanceCapCents\n      thresholds\n      source\n      figure {\n        providerId\n        year\n        discharges\n        avgCoveredChargeCents\n        avgTotalPaymentCents\n        avgMedicarePaymentCents\n      }\n      currentAvgTotalPaymentCents\n      currentDollarsLabel\n      # The comparisons (BillCheckBenchmarks), inline: a fragment spread costs 1.5× more under the\n      # API's cost limit (apps/api limits.ts), and this query is close to it.\n      benchmark\n      comparisons {\n        benchmark\n        askedCents\n        benchmarkCents\n        ratio\n        verdictLabel\n        benchmarkSentence\n        originalCents\n        originalYear\n        adjustedCents\n        adjustedYear\n        factor\n      }\n      notAssessed {\n        benchmark\n        reason\n      }\n      letterLines {\n        text\n        source\n      }\n      ...BillCheckPriceFileFields\n      nextSteps {\n        key\n        title\n        text\n        dueDate\n        passedText\n        source\n        checklist\n        findings {\n          text\n          lines\n          fileName\n        }\n      }\n      ...BillCheckComparisonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BillCheckPriceFileFields on BillCheck {\n    billedCents\n    priceFile {\n      sourceLabel\n      usedForVerdict\n      verdict\n      verdictLabel\n      explanation\n      basis\n      referenceCents\n      askedCents\n      ratio\n      payerName\n      planName\n      allowedCents\n      patientAskedCents\n      unpublishedCodes\n      planEstimate {\n        kind\n        patientCents\n        formula\n        message\n      }\n      lines {\n        code\n        codeType\n        description\n        setting\n        grossCents\n        cashCents\n        minNegotiatedCents\n        maxNegotiatedCents\n        rateCount\n        line\n        allowedCents\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment BillCheckPriceFileFields on BillCheck {\n    billedCents\n    priceFile {\n      sourceLabel\n      usedForVerdict\n      verdict\n      verdictLabel\n      explanation\n      basis\n      referenceCents\n      askedCents\n      ratio\n      payerName\n      planName\n      allowedCents\n      patientAskedCents\n      unpublishedCodes\n      planEstimate {\n        kind\n        patientCents\n        formula\n        message\n      }\n      lines {\n        code\n        codeType\n        description\n        setting\n        grossCents\n        cashCents\n        minNegotiatedCents\n        maxNegotiatedCents\n        rateCount\n        line\n        allowedCents\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardBillForEdit($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      files {\n        id\n        text\n      }\n      event {\n        id\n        name\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardBillForEdit($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      files {\n        id\n        text\n      }\n      event {\n        id\n        name\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardBillEventName($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      files {\n        id\n        text\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardBillEventName($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      files {\n        id\n        text\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardBill($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      createdAt\n      statusHistory {\n        status\n        changedAt\n      }\n      files {\n        ...FileListItem\n      }\n      event {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardBill($id: ID!) {\n    bill(id: $id) {\n      ...BillFields\n      createdAt\n      statusHistory {\n        status\n        changedAt\n      }\n      files {\n        ...FileListItem\n      }\n      event {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {\n    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        status\n        due\n        billType\n        totalCents\n        selfCents\n        event {\n          id\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardBills($page: Int!, $sort: BillSort, $order: SortOrder, $status: BillStatus) {\n    bills(page: $page, limit: 10, sort: $sort, order: $order, status: $status) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        status\n        due\n        billType\n        totalCents\n        selfCents\n        event {\n          id\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardOverview {\n    dashboard {\n      owedCents\n      dueSoonCents\n      dueSoonCount\n      eventCount\n      billCount\n      statusCounts {\n        status\n        count\n      }\n      spendingByMonth {\n        month\n        totalCents\n        selfCents\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardOverview {\n    dashboard {\n      owedCents\n      dueSoonCents\n      dueSoonCount\n      eventCount\n      billCount\n      statusCounts {\n        status\n        count\n      }\n      spendingByMonth {\n        month\n        totalCents\n        selfCents\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {\n    events(page: $page, limit: $limit, sort: $sort, order: $order) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        name\n        providerName\n        diagnosisName\n        admitted\n        departed\n        totalCents\n        selfCents\n        billCount\n        body\n        createdAt\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardEvents($page: Int!, $limit: Int!, $sort: EventSort, $order: SortOrder) {\n    events(page: $page, limit: $limit, sort: $sort, order: $order) {\n      count\n      page\n      hasNextPage\n      hits {\n        id\n        name\n        providerName\n        diagnosisName\n        admitted\n        departed\n        totalCents\n        selfCents\n        billCount\n        body\n        createdAt\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment EventBillsPageRows on EventBillsPage {\n    hasNextPage\n    endCursor\n    hits {\n      id\n      status\n      due\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n  }\n',
): (typeof documents)['\n  fragment EventBillsPageRows on EventBillsPage {\n    hasNextPage\n    endCursor\n    hits {\n      id\n      status\n      due\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {\n    event(id: $id) {\n      id\n      billsPage(first: $first, after: $after) {\n        ...EventBillsPageRows\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardEventBills($id: ID!, $first: Int!, $after: String!) {\n    event(id: $id) {\n      id\n      billsPage(first: $first, after: $after) {\n        ...EventBillsPageRows\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardEventForEdit($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      provider {\n        id\n        name\n        city\n        state\n      }\n      ...VisitPicks\n      admitted\n      departed\n      stars\n      body\n      insurance\n      files {\n        id\n        text\n      }\n      bills {\n        id\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardEventForEdit($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      provider {\n        id\n        name\n        city\n        state\n      }\n      ...VisitPicks\n      admitted\n      departed\n      stars\n      body\n      insurance\n      files {\n        id\n        text\n      }\n      bills {\n        id\n        files {\n          id\n          text\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardEvent($id: ID!, $first: Int!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      diagnosisName\n      procedureName\n      conditionName\n      admitted\n      departed\n      stars\n      body\n      insurance\n      totalCents\n      selfCents\n      billCount\n      billsPage(first: $first) {\n        ...EventBillsPageRows\n      }\n      files {\n        ...FileListItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DashboardEvent($id: ID!, $first: Int!) {\n    event(id: $id) {\n      id\n      name\n      providerName\n      diagnosisName\n      procedureName\n      conditionName\n      admitted\n      departed\n      stars\n      body\n      insurance\n      totalCents\n      selfCents\n      billCount\n      billsPage(first: $first) {\n        ...EventBillsPageRows\n      }\n      files {\n        ...FileListItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HelpArticles {\n    blogs(help: true, limit: 100) {\n      id\n      slug\n      title\n      description\n    }\n  }\n',
): (typeof documents)['\n  query HelpArticles {\n    blogs(help: true, limit: 100) {\n      id\n      slug\n      title\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Referral {\n    referral {\n      reference\n      link\n      signups\n    }\n  }\n',
): (typeof documents)['\n  query Referral {\n    referral {\n      reference\n      link\n      signups\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BillSharingFields on BillSharing {\n    billId\n    consented\n    shared\n    blocker\n    providerName\n    drg\n    year\n    month\n    billedCents\n    paidCents\n  }\n',
): (typeof documents)['\n  fragment BillSharingFields on BillSharing {\n    billId\n    consented\n    shared\n    blocker\n    providerName\n    drg\n    year\n    month\n    billedCents\n    paidCents\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BillSharingStatus($billId: ID!) {\n    billSharing(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n',
): (typeof documents)['\n  query BillSharingStatus($billId: ID!) {\n    billSharing(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TodoTasks {\n    tasks {\n      id\n      text\n      done\n      dueDate\n      eventId\n      eventName\n      billId\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query TodoTasks {\n    tasks {\n      id\n      text\n      done\n      dueDate\n      eventId\n      eventName\n      billId\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BillFields on Bill {\n    id\n    status\n    due\n    billType\n    codes\n    totalCents\n    selfCents\n    payInsCents\n    note\n  }\n',
): (typeof documents)['\n  fragment BillFields on Bill {\n    id\n    status\n    due\n    billType\n    codes\n    totalCents\n    selfCents\n    payInsCents\n    note\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DirectoryHospitals($query: String!) {\n    hospitals(query: $query, limit: 10) {\n      id\n      name\n      city\n      state\n      zip\n      isDemo\n    }\n  }\n',
): (typeof documents)['\n  query DirectoryHospitals($query: String!) {\n    hospitals(query: $query, limit: 10) {\n      id\n      name\n      city\n      state\n      zip\n      isDemo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DashboardOptions($kind: OptionKind!) {\n    options(kind: $kind) {\n      id\n      text\n    }\n  }\n',
): (typeof documents)['\n  query DashboardOptions($kind: OptionKind!) {\n    options(kind: $kind) {\n      id\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment VisitPicks on Event {\n    diagnoses {\n      id\n      text\n    }\n    procedures {\n      id\n      text\n    }\n    conditions {\n      id\n      text\n    }\n  }\n',
): (typeof documents)['\n  fragment VisitPicks on Event {\n    diagnoses {\n      id\n      text\n    }\n    procedures {\n      id\n      text\n    }\n    conditions {\n      id\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TodoAddTask($input: NewTaskInput!) {\n    addTask(input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation TodoAddTask($input: NewTaskInput!) {\n    addTask(input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TodoUpdateTask($id: ID!, $input: TaskPatchInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      done\n    }\n  }\n',
): (typeof documents)['\n  mutation TodoUpdateTask($id: ID!, $input: TaskPatchInput!) {\n    updateTask(id: $id, input: $input) {\n      id\n      done\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TodoRemoveTask($id: ID!) {\n    removeTask(id: $id)\n  }\n',
): (typeof documents)['\n  mutation TodoRemoveTask($id: ID!) {\n    removeTask(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ShareBillPrice($billId: ID!) {\n    shareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ShareBillPrice($billId: ID!) {\n    shareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnshareBillPrice($billId: ID!) {\n    unshareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UnshareBillPrice($billId: ID!) {\n    unshareBillPrice(billId: $billId) {\n      ...BillSharingFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpenBillComparison($billId: ID, $eventId: ID) {\n    openBillComparison(billId: $billId, eventId: $eventId) {\n      ...BillCheckComparisonFields\n    }\n  }\n',
): (typeof documents)['\n  mutation OpenBillComparison($billId: ID, $eventId: ID) {\n    openBillComparison(billId: $billId, eventId: $eventId) {\n      ...BillCheckComparisonFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddBillCheckTasks($billId: ID, $eventId: ID) {\n    addBillCheckTasks(billId: $billId, eventId: $eventId) {\n      id\n      text\n      date\n    }\n  }\n',
): (typeof documents)['\n  mutation AddBillCheckTasks($billId: ID, $eventId: ID) {\n    addBillCheckTasks(billId: $billId, eventId: $eventId) {\n      id\n      text\n      date\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DashboardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        providerName\n        admitted\n        departed\n        stars\n        body\n        insurance\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DashboardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        providerName\n        admitted\n        departed\n        stars\n        body\n        insurance\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DashboardDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      deletedBills\n    }\n  }\n',
): (typeof documents)['\n  mutation DashboardDeleteEvent($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n      deletedBills\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DashboardSaveBill($input: BillInput!) {\n    saveBill(input: $input) {\n      bill {\n        ...BillFields\n      }\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DashboardSaveBill($input: BillInput!) {\n    saveBill(input: $input) {\n      bill {\n        ...BillFields\n      }\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DashboardDeleteBill($id: ID!) {\n    deleteBill(id: $id) {\n      id\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DashboardDeleteBill($id: ID!) {\n    deleteBill(id: $id) {\n      id\n      event {\n        id\n        totalCents\n        selfCents\n        billCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Home {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n    blogs(limit: 3) {\n      id\n      ...PostCard\n    }\n    datasets {\n      id\n      name\n      source\n      year\n      isDemo\n      rowsImported\n    }\n    token {\n      email\n    }\n  }\n',
): (typeof documents)['\n  query Home {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n    blogs(limit: 3) {\n      id\n      ...PostCard\n    }\n    datasets {\n      id\n      name\n      source\n      year\n      isDemo\n      rowsImported\n    }\n    token {\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WizardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        totalCents\n        billCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation WizardSaveEvent($input: EventInput!) {\n    saveEvent(input: $input) {\n      event {\n        id\n        name\n        totalCents\n        billCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ListPriceRange on PriceRange {\n    singleValue\n    currentDollars {\n      lowestCents\n      highestCents\n      averageCents\n      cpiYear\n      fromYears\n    }\n    byYear {\n      year\n      lowestCents\n      highestCents\n      sourceLabel\n    }\n  }\n',
): (typeof documents)['\n  fragment ListPriceRange on PriceRange {\n    singleValue\n    currentDollars {\n      lowestCents\n      highestCents\n      averageCents\n      cpiYear\n      fromYears\n    }\n    byYear {\n      year\n      lowestCents\n      highestCents\n      sourceLabel\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ComparablePriceRange on PriceRange {\n    lowestCents\n    highestCents\n    averageCents\n    amount\n    source {\n      name\n      year\n      isDemo\n    }\n    ...ListPriceRange\n  }\n',
): (typeof documents)['\n  fragment ComparablePriceRange on PriceRange {\n    lowestCents\n    highestCents\n    averageCents\n    amount\n    source {\n      name\n      year\n      isDemo\n    }\n    ...ListPriceRange\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapConditionOptions($query: String, $limit: Int, $lat: Float!, $lng: Float!, $near: Boolean!) {\n    diagnoses(query: $query, limit: $limit) {\n      id\n      name\n      slug\n      common\n      pricedHospitals\n      pricedHospitalsNear(lat: $lat, lng: $lng) @include(if: $near)\n    }\n  }\n',
): (typeof documents)['\n  query MapConditionOptions($query: String, $limit: Int, $lat: Float!, $lng: Float!, $near: Boolean!) {\n    diagnoses(query: $query, limit: $limit) {\n      id\n      name\n      slug\n      common\n      pricedHospitals\n      pricedHospitalsNear(lat: $lat, lng: $lng) @include(if: $near)\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment HospitalFacts on Provider {\n    address\n    city\n    state\n    zip\n    phone\n    website\n    hospitalType\n    ownership\n    emergencyServices\n    birthingFriendly\n    beds\n    starRating {\n      value\n      source\n      asOf\n    }\n    locationSource\n  }\n',
): (typeof documents)['\n  fragment HospitalFacts on Provider {\n    address\n    city\n    state\n    zip\n    phone\n    website\n    hospitalType\n    ownership\n    emergencyServices\n    birthingFriendly\n    beds\n    starRating {\n      value\n      source\n      asOf\n    }\n    locationSource\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapConditionDrgs($id: Int!) {\n    diagnosis(id: $id) {\n      id\n      cmsCodes {\n        drg\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapConditionDrgs($id: Int!) {\n    diagnosis(id: $id) {\n      id\n      cmsCodes {\n        drg\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapHospitalPrices($providerId: ID!, $drgs: [String!]) {\n    hospitalPrices(providerId: $providerId, drgs: $drgs) {\n      providerId\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n      items {\n        ...PriceFileItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapHospitalPrices($providerId: ID!, $drgs: [String!]) {\n    hospitalPrices(providerId: $providerId, drgs: $drgs) {\n      providerId\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n      items {\n        ...PriceFileItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapCitySuggestions($prefix: String!) {\n    cities(prefix: $prefix, limit: 8) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n',
): (typeof documents)['\n  query MapCitySuggestions($prefix: String!) {\n    cities(prefix: $prefix, limit: 8) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapNearestCity($lat: Float!, $lng: Float!) {\n    nearestCity(lat: $lat, lng: $lng) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n',
): (typeof documents)['\n  query MapNearestCity($lat: Float!, $lng: Float!) {\n    nearestCity(lat: $lat, lng: $lng) {\n      name\n      state\n      lat\n      lng\n      label\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapPatientPrices($providerId: ID!, $diagnosisId: Int) {\n    patientPrices(providerId: $providerId, diagnosisId: $diagnosisId) {\n      providerId\n      minReporters\n      summaries {\n        drg\n        title\n        billed {\n          fromCents\n          toCents\n        }\n        paid {\n          fromCents\n          toCents\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapPatientPrices($providerId: ID!, $diagnosisId: Int) {\n    patientPrices(providerId: $providerId, diagnosisId: $diagnosisId) {\n      providerId\n      minReporters\n      summaries {\n        drg\n        title\n        billed {\n          fromCents\n          toCents\n        }\n        paid {\n          fromCents\n          toCents\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapPriceFileSummaries($providerIds: [ID!]!, $diagnosisId: Int!) {\n    priceFileSummaries(providerIds: $providerIds, diagnosisId: $diagnosisId) {\n      providerId\n      itemCount\n      cashCents\n      myInsurerCents\n      myEstimateCents\n      hasPlan\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapPriceFileSummaries($providerIds: [ID!]!, $diagnosisId: Int!) {\n    priceFileSummaries(providerIds: $providerIds, diagnosisId: $diagnosisId) {\n      providerId\n      itemCount\n      cashCents\n      myInsurerCents\n      myEstimateCents\n      hasPlan\n      source {\n        fileName\n        lastUpdatedOn\n        version\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {\n    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {\n      searchCount\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      estimate {\n        ...DetailEstimate\n      }\n      provider {\n        id\n        name\n        ...HospitalFacts\n        priceRange {\n          ...ComparablePriceRange\n        }\n        prices {\n          ...DetailPriceFigure\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapProviderDetail($id: ID!, $diagnosisId: Int, $lat: Float, $lng: Float) {\n    provider(id: $id, diagnosisId: $diagnosisId, lat: $lat, lng: $lng) {\n      searchCount\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      estimate {\n        ...DetailEstimate\n      }\n      provider {\n        id\n        name\n        ...HospitalFacts\n        priceRange {\n          ...ComparablePriceRange\n        }\n        prices {\n          ...DetailPriceFigure\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MapProviderItem on Provider {\n    id\n    name\n    address\n    city\n    state\n    zip\n    distanceKm\n    location {\n      lat\n      lng\n    }\n    priceRange {\n      ...ListPriceRange\n    }\n  }\n',
): (typeof documents)['\n  fragment MapProviderItem on Provider {\n    id\n    name\n    address\n    city\n    state\n    zip\n    distanceKm\n    location {\n      lat\n      lng\n    }\n    priceRange {\n      ...ListPriceRange\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DetailPriceFigure on ProviderPrice {\n    drg {\n      drg\n      title\n    }\n    discharges\n    averageCoveredChargeCents\n    averageTotalPaymentCents\n    averageMedicarePaymentCents\n    source {\n      name\n      year\n      isDemo\n    }\n  }\n',
): (typeof documents)['\n  fragment DetailPriceFigure on ProviderPrice {\n    drg {\n      drg\n      title\n    }\n    discharges\n    averageCoveredChargeCents\n    averageTotalPaymentCents\n    averageMedicarePaymentCents\n    source {\n      name\n      year\n      isDemo\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DetailEstimate on PriceEstimate {\n    patientShareCents\n    insuranceShareCents\n  }\n',
): (typeof documents)['\n  fragment DetailEstimate on PriceEstimate {\n    patientShareCents\n    insuranceShareCents\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TownsNear($lat: Float!, $lng: Float!) {\n    townsNear(lat: $lat, lng: $lng) {\n      name\n      lat\n      lng\n      minZoom\n    }\n  }\n',
): (typeof documents)['\n  query TownsNear($lat: Float!, $lng: Float!) {\n    townsNear(lat: $lat, lng: $lng) {\n      name\n      lat\n      lng\n      minZoom\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MapSaveGeo($input: GeoSessionInput!) {\n    setGeoSession(input: $input) {\n      searchCount\n    }\n  }\n',
): (typeof documents)['\n  mutation MapSaveGeo($input: GeoSessionInput!) {\n    setGeoSession(input: $input) {\n      searchCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapSession {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n      diagnosis {\n        id\n        text\n      }\n      searchCount\n    }\n  }\n',
): (typeof documents)['\n  query MapSession {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n      diagnosis {\n        id\n        text\n      }\n      searchCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MapSearch($input: ProviderSearchInput!) {\n    searchProviders(input: $input) {\n      count\n      widened\n      searchCount\n      unavailable {\n        message\n        reason\n        coveredConditions\n        nearest {\n          id\n          name\n          city\n          state\n          distanceKm\n        }\n        related {\n          id\n          name\n          slug\n        }\n      }\n      diagnosis {\n        id\n        name\n        slug\n        active\n        noFiguresReason\n      }\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      hits {\n        ...MapProviderItem\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MapSearch($input: ProviderSearchInput!) {\n    searchProviders(input: $input) {\n      count\n      widened\n      searchCount\n      unavailable {\n        message\n        reason\n        coveredConditions\n        nearest {\n          id\n          name\n          city\n          state\n          distanceKm\n        }\n        related {\n          id\n          name\n          slug\n        }\n      }\n      diagnosis {\n        id\n        name\n        slug\n        active\n        noFiguresReason\n      }\n      access {\n        listPrices\n        detailPrices\n        prompt\n      }\n      hits {\n        ...MapProviderItem\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PriceFileCoverage {\n    priceFileCoverage {\n      hospitals\n      states\n      oldestDate\n      newestDate\n      undatedFiles\n      list {\n        providerId\n        name\n        city\n        state\n        fileDate\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PriceFileCoverage {\n    priceFileCoverage {\n      hospitals\n      states\n      oldestDate\n      newestDate\n      undatedFiles\n      list {\n        providerId\n        name\n        city\n        state\n        fileDate\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PriceFileItem on HospitalPriceItem {\n    codes {\n      code\n      type\n    }\n    description\n    plainName\n    plainNameIsOurs\n    setting\n    grossCents\n    cashCents\n    minNegotiatedCents\n    maxNegotiatedCents\n    rateCount\n    line\n    source {\n      fileName\n      lastUpdatedOn\n      version\n      format\n    }\n    estimate {\n      kind\n      patientCents\n      basisCents\n      cappedByOopMax\n      formula\n      message\n      copayNote\n      highBasisCents\n      highPatientCents\n      rateNote\n    }\n  }\n',
): (typeof documents)['\n  fragment PriceFileItem on HospitalPriceItem {\n    codes {\n      code\n      type\n    }\n    description\n    plainName\n    plainNameIsOurs\n    setting\n    grossCents\n    cashCents\n    minNegotiatedCents\n    maxNegotiatedCents\n    rateCount\n    line\n    source {\n      fileName\n      lastUpdatedOn\n      version\n      format\n    }\n    estimate {\n      kind\n      patientCents\n      basisCents\n      cappedByOopMax\n      formula\n      message\n      copayNote\n      highBasisCents\n      highPatientCents\n      rateNote\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProceduresGeo {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n    }\n  }\n',
): (typeof documents)['\n  query ProceduresGeo {\n    geoSession {\n      city\n      state\n      lat\n      lng\n      address\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProcedureSearch($input: ProcedureSearchInput!) {\n    searchProcedures(input: $input) {\n      codes\n      filesNearby\n      hits {\n        providerId\n        name\n        address\n        city\n        state\n        zip\n        distanceKm\n        items {\n          ...PriceFileItem\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProcedureSearch($input: ProcedureSearchInput!) {\n    searchProcedures(input: $input) {\n      codes\n      filesNearby\n      hits {\n        providerId\n        name\n        address\n        city\n        state\n        zip\n        distanceKm\n        items {\n          ...PriceFileItem\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InsuranceFields on Insurance {\n    payerKey\n    payerName\n    planName\n    deductibleCents\n    deductibleRemainingCents\n    coinsurancePercent\n    copayCents\n    oopMaxCents\n    oopRemainingCents\n    updatedAt\n  }\n',
): (typeof documents)['\n  fragment InsuranceFields on Insurance {\n    payerKey\n    payerName\n    planName\n    deductibleCents\n    deductibleRemainingCents\n    coinsurancePercent\n    copayCents\n    oopMaxCents\n    oopRemainingCents\n    updatedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsInsurance {\n    payers {\n      key\n      name\n      known\n    }\n    myInsurance {\n      ...InsuranceFields\n    }\n  }\n',
): (typeof documents)['\n  query SettingsInsurance {\n    payers {\n      key\n      name\n      known\n    }\n    myInsurance {\n      ...InsuranceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsPass {\n    me {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n',
): (typeof documents)['\n  query SettingsPass {\n    me {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n',
): (typeof documents)['\n  query SettingsMe {\n    me {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsPriceSharing {\n    priceSharing {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n',
): (typeof documents)['\n  query SettingsPriceSharing {\n    priceSharing {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SettingsSessions {\n    signedInSessions {\n      createdAt\n      expiresAt\n      current\n    }\n  }\n',
): (typeof documents)['\n  query SettingsSessions {\n    signedInSessions {\n      createdAt\n      expiresAt\n      current\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsUpdate($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsUpdate($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      id\n      email\n      firstName\n      lastName\n      pendingEmail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsSignOutEverywhere($keepThisOne: Boolean) {\n    signOutEverywhere(keepThisOne: $keepThisOne)\n  }\n',
): (typeof documents)['\n  mutation SettingsSignOutEverywhere($keepThisOne: Boolean) {\n    signOutEverywhere(keepThisOne: $keepThisOne)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsDeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm) {\n      ok\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsDeleteAccount($confirm: String!) {\n    deleteAccount(confirm: $confirm) {\n      ok\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmEmailChange($key: String!) {\n    confirmEmailChange(key: $key) {\n      ok\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ConfirmEmailChange($key: String!) {\n    confirmEmailChange(key: $key) {\n      ok\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsCancelPass {\n    cancelPass {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsCancelPass {\n    cancelPass {\n      id\n      passActive\n      passEndsAt\n      passCanceled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsSaveInsurance($input: InsuranceInput!) {\n    saveInsurance(input: $input) {\n      ...InsuranceFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsSaveInsurance($input: InsuranceInput!) {\n    saveInsurance(input: $input) {\n      ...InsuranceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsDeleteInsurance {\n    deleteInsurance\n  }\n',
): (typeof documents)['\n  mutation SettingsDeleteInsurance {\n    deleteInsurance\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SettingsSetPriceSharing($consent: Boolean!) {\n    setPriceSharing(consent: $consent) {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n',
): (typeof documents)['\n  mutation SettingsSetPriceSharing($consent: Boolean!) {\n    setPriceSharing(consent: $consent) {\n      consented\n      consentedAt\n      sharedBills\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SystemTile on System {\n    id\n    name\n    image\n  }\n',
): (typeof documents)['\n  fragment SystemTile on System {\n    id\n    name\n    image\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SystemPage($id: Int!) {\n    system(id: $id) {\n      id\n      name\n      image\n      description\n      diagnoses {\n        id\n        name\n        summary\n        common\n      }\n    }\n  }\n',
): (typeof documents)['\n  query SystemPage($id: Int!) {\n    system(id: $id) {\n      id\n      name\n      image\n      description\n      diagnoses {\n        id\n        name\n        summary\n        common\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SystemsPage {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n  }\n',
): (typeof documents)['\n  query SystemsPage {\n    systems(limit: 20) {\n      ...SystemTile\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UploadVisitFields on Event {\n    id\n    providerName\n    providerId\n    ...VisitPicks\n    admitted\n    departed\n    stars\n    body\n    insurance\n    bills {\n      id\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n    files {\n      id\n      text\n      size\n    }\n  }\n',
): (typeof documents)['\n  fragment UploadVisitFields on Event {\n    id\n    providerName\n    providerId\n    ...VisitPicks\n    admitted\n    departed\n    stars\n    body\n    insurance\n    bills {\n      id\n      billType\n      totalCents\n      selfCents\n      payInsCents\n    }\n    files {\n      id\n      text\n      size\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UploadVisit($id: ID!) {\n    event(id: $id) {\n      ...UploadVisitFields\n    }\n  }\n',
): (typeof documents)['\n  query UploadVisit($id: ID!) {\n    event(id: $id) {\n      ...UploadVisitFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UploadDraftVisits {\n    draftVisits {\n      id\n      createdAt\n      files\n    }\n  }\n',
): (typeof documents)['\n  query UploadDraftVisits {\n    draftVisits {\n      id\n      createdAt\n      files\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UploadSaveVisit($id: ID, $input: VisitInput!) {\n    saveVisit(id: $id, input: $input) {\n      event {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UploadSaveVisit($id: ID, $input: VisitInput!) {\n    saveVisit(id: $id, input: $input) {\n      event {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UploadDiscardDraft($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation UploadDiscardDraft($id: ID!) {\n    deleteEvent(id: $id) {\n      id\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
