/* eslint-disable */
import * as types from './graphql';

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
  '\n  query AccountProfile($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      currentAddress\n      scraBenefitSince\n    }\n  }\n': typeof types.AccountProfileDocument;
  '\n  fragment AccountApplicationFields on ApplicationStatus {\n    status\n    submissionDate\n    canApplyAgainFrom\n    startedAt\n    closedAt\n  }\n': typeof types.AccountApplicationFieldsFragmentDoc;
  '\n  query AccountApplicationStatus {\n    getApplicationStatus {\n      ...AccountApplicationFields\n    }\n  }\n': typeof types.AccountApplicationStatusDocument;
  '\n  mutation AccountCancelApplication {\n    applicationUpdateStatusUser(status: "canceled") {\n      ...AccountApplicationFields\n    }\n  }\n': typeof types.AccountCancelApplicationDocument;
  '\n  query MyPromoCode {\n    myPromoCode\n  }\n': typeof types.MyPromoCodeDocument;
  '\n  query MyPaperDocuments {\n    myPaperDocuments {\n      consent {\n        state\n        changedAt\n      }\n      mailingAddress\n      emailBounced\n      documents {\n        kind\n        id\n        title\n        date\n      }\n      letters {\n        id\n        title\n        status\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n': typeof types.MyPaperDocumentsDocument;
  '\n  mutation WithdrawEsignConsent {\n    withdrawEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n': typeof types.WithdrawEsignConsentDocument;
  '\n  mutation GiveEsignConsent {\n    giveEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n': typeof types.GiveEsignConsentDocument;
  '\n  mutation RequestPaperCopy($kind: String!, $id: String!, $requestKey: ID!) {\n    requestPaperCopy(kind: $kind, id: $id, requestKey: $requestKey) {\n      id\n      title\n      status\n      expectedDelivery\n      createdAt\n    }\n  }\n': typeof types.RequestPaperCopyDocument;
  '\n  query PendingEmailChange {\n    pendingEmailChange {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n': typeof types.PendingEmailChangeDocument;
  '\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n': typeof types.RequestEmailChangeDocument;
  '\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n': typeof types.CancelEmailChangeDocument;
  '\n  mutation ConfirmEmailChange($hash: String!) {\n    confirmEmailChange(hash: $hash)\n  }\n': typeof types.ConfirmEmailChangeDocument;
  '\n  mutation UndoEmailChange($hash: String!) {\n    undoEmailChange(hash: $hash)\n  }\n': typeof types.UndoEmailChangeDocument;
  '\n  query MyPasskeys {\n    myPasskeys {\n      passkeyAfterPassword\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n': typeof types.MyPasskeysDocument;
  '\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n': typeof types.PasskeyRegistrationOptionsDocument;
  '\n  mutation AddPasskey($response: String!, $name: String!) {\n    addPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.AddPasskeyDocument;
  '\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n': typeof types.RemovePasskeyDocument;
  '\n  mutation SetPasskeyAfterPassword($on: Boolean!) {\n    setPasskeyAfterPassword(on: $on)\n  }\n': typeof types.SetPasskeyAfterPasswordDocument;
  '\n  mutation PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n': typeof types.PasskeyStepUpOptionsDocument;
  '\n  mutation CompleteStepUpWithPasskey($response: String!) {\n    completeStepUpWithPasskey(response: $response) {\n      method\n      validUntil\n    }\n  }\n': typeof types.CompleteStepUpWithPasskeyDocument;
  '\n  query MyPhone {\n    myPhone {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n': typeof types.MyPhoneDocument;
  '\n  mutation StartPhoneVerification($phoneNumber: String!) {\n    startPhoneVerification(phoneNumber: $phoneNumber) {\n      phoneNumber\n      display\n      expiresAt\n    }\n  }\n': typeof types.StartPhoneVerificationDocument;
  '\n  mutation ConfirmPhoneVerification($code: String!) {\n    confirmPhoneVerification(code: $code) {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n': typeof types.ConfirmPhoneVerificationDocument;
  '\n  query MySessions {\n    mySessions {\n      id\n      device\n      country\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n': typeof types.MySessionsDocument;
  '\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n': typeof types.SignOutSessionDocument;
  '\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n': typeof types.SignOutOtherSessionsDocument;
  '\n  query StepUpOptions {\n    stepUpOptions {\n      methods\n      windowSeconds\n    }\n  }\n': typeof types.StepUpOptionsDocument;
  '\n  mutation SendStepUpCode($method: String!) {\n    sendStepUpCode(method: $method) {\n      method\n      sentTo\n    }\n  }\n': typeof types.SendStepUpCodeDocument;
  '\n  mutation CompleteStepUp($method: String!, $code: String!) {\n    completeStepUp(method: $method, code: $code) {\n      method\n      validUntil\n    }\n  }\n': typeof types.CompleteStepUpDocument;
  '\n  query GetApplicationCache {\n    getApplicationCache {\n      ...WizardDraftFields\n      stepName\n      status\n      submissionDate\n      version\n      emailVerified\n      relocationReminderScheduledFor\n      canApplyAgainFrom\n      checksToRedo {\n        check\n        step\n        answers\n        redo\n        since\n        documents\n      }\n      checksDone\n    }\n  }\n': typeof types.GetApplicationCacheDocument;
  '\n  mutation CalculateATPApproval(\n    $income: Int\n    $accommodationCost: Int\n    $financialCommitments: Int\n    $residenceType: String\n  ) {\n    calculateATPApproval(\n      income: $income\n      accommodationCost: $accommodationCost\n      financialCommitments: $financialCommitments\n      residenceType: $residenceType\n    ) {\n      isApproved\n    }\n  }\n': typeof types.CalculateAtpApprovalDocument;
  '\n  query CheckScore(\n    $applicationId: Int!\n    $createdAt: String\n    $firstName: String\n    $lastName: String\n    $dob: String\n    $ssn: String\n    $street: String\n    $zip: String\n    $city: String\n    $state: String\n  ) {\n    checkScore(\n      applicationId: $applicationId\n      createdAt: $createdAt\n      firstName: $firstName\n      lastName: $lastName\n      dob: $dob\n      ssn: $ssn\n      street: $street\n      zip: $zip\n      city: $city\n      state: $state\n    )\n  }\n': typeof types.CheckScoreDocument;
  '\n  query IdentityActionsFlagged {\n    getApplicationCache {\n      identityActionsFlagged\n    }\n  }\n': typeof types.IdentityActionsFlaggedDocument;
  '\n  query GetApplicationFiles($applicationId: Int!, $fileType: String!) {\n    getApplicationFiles(applicationId: $applicationId, fileType: $fileType) {\n      id\n      fileName\n      fileType\n      isDocumentExpired\n      isDocumentMismatch\n      isRecognized\n      isValid\n      version\n      expiresOn\n      problems\n      contentType\n      uploadedAt\n    }\n  }\n': typeof types.GetApplicationFilesDocument;
  '\n  mutation RemoveFile($fileId: Int!, $applicationId: Int) {\n    removeFile(fileId: $fileId, applicationId: $applicationId)\n  }\n': typeof types.RemoveFileDocument;
  '\n  mutation ApplicationSave {\n    applicationSave {\n      status\n      submissionDate\n    }\n  }\n': typeof types.ApplicationSaveDocument;
  '\n  mutation ApplicationSubmit($sessionID: String) {\n    applicationSubmit(sessionID: $sessionID) {\n      status\n      submissionDate\n    }\n  }\n': typeof types.ApplicationSubmitDocument;
  '\n  query ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n': typeof types.ResendVerificationEmailDocument;
  '\n  mutation ScheduleRelocationReminder {\n    scheduleRelocationReminder {\n      scheduledFor\n      email\n    }\n  }\n': typeof types.ScheduleRelocationReminderDocument;
  '\n  mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {\n    applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {\n      isSaved\n      stepName\n      version\n    }\n  }\n': typeof types.ApplicationCacheSaveDocument;
  '\n  mutation CreatePlaidLinkToken($applicationId: Int) {\n    createPlaidLinkToken(applicationId: $applicationId)\n  }\n': typeof types.CreatePlaidLinkTokenDocument;
  '\n  mutation SavePlaidEventsData(\n    $applicationId: Int!\n    $eventName: String!\n    $institutionName: String\n    $linkSessionId: String\n    $exitStatus: String\n    $errorCode: String\n  ) {\n    savePlaidEventsData(\n      applicationId: $applicationId\n      eventName: $eventName\n      institutionName: $institutionName\n      linkSessionId: $linkSessionId\n      exitStatus: $exitStatus\n      errorCode: $errorCode\n    )\n  }\n': typeof types.SavePlaidEventsDataDocument;
  '\n  mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {\n    saveUserPlaidInformation(publicToken: $publicToken, applicationId: $applicationId)\n  }\n': typeof types.SaveUserPlaidInformationDocument;
  '\n  query EmployerVerifiedByPlaid($applicationId: Int!) {\n    employerVerifiedByPlaid(applicationId: $applicationId)\n  }\n': typeof types.EmployerVerifiedByPlaidDocument;
  '\n  mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {\n    sendWorkEmailConfirmation(id: $id, email: $email) {\n      status\n      email\n      expiresAt\n    }\n  }\n': typeof types.SendWorkEmailConfirmationDocument;
  '\n  query GetIdentitySummary {\n    getIdentitySummary {\n      result\n      mainQResult\n      challengeQResult\n      mainAnswersSubmitted\n      challengeAnswersSubmitted\n    }\n  }\n': typeof types.GetIdentitySummaryDocument;
  '\n  fragment IdentityResponseFields on IdentityResponse {\n    transactionId\n    result\n    questions {\n      type\n      prompt\n      answer\n    }\n    message\n  }\n': typeof types.IdentityResponseFieldsFragmentDoc;
  '\n  query GetIdentity {\n    getIdentity {\n      ...IdentityResponseFields\n    }\n  }\n': typeof types.GetIdentityDocument;
  '\n  mutation SubmitAnswers($transactionId: String!, $questionsType: String!, $answers: [String!]!) {\n    submitAnswers(transactionId: $transactionId, questionsType: $questionsType, answers: $answers) {\n      ...IdentityResponseFields\n    }\n  }\n': typeof types.SubmitAnswersDocument;
  '\n  query CheckSession {\n    checkSession {\n      sessionIsValid\n    }\n  }\n': typeof types.CheckSessionDocument;
  '\n  query CheckToken($returnUserData: Boolean) {\n    checkToken(returnUserData: $returnUserData) {\n      id\n      firstName\n      lastName\n      email\n      role\n      inviteCode\n      isCardHolder\n      isSessionValid\n    }\n  }\n': typeof types.CheckTokenDocument;
  '\n  query EmailVerification($verificationHash: String!) {\n    emailVerification(verificationHash: $verificationHash) {\n      ...UserFields\n    }\n  }\n': typeof types.EmailVerificationDocument;
  '\n  query ForgotPassword($email: String!, $recaptchaToken: String) {\n    forgotPassword(email: $email, recaptchaToken: $recaptchaToken)\n  }\n': typeof types.ForgotPasswordDocument;
  '\n  query Login($email: String!, $password: String!, $recaptchaToken: String) {\n    login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {\n      ...UserFields\n    }\n  }\n': typeof types.LoginDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n': typeof types.PasskeySignInOptionsDocument;
  '\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      ...UserFields\n    }\n  }\n': typeof types.SignInWithPasskeyDocument;
  '\n  mutation Register(\n    $firstName: String!\n    $middleName: String\n    $lastName: String!\n    $email: String!\n    $password: String!\n    $userSetPassword: Boolean\n    $promoCode: String\n    $recaptchaToken: String\n    $REGISTER_ESIGN_DOC_VER: String!\n    $anonymousID: String\n    $sessionID: String\n  ) {\n    register(\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      password: $password\n      userSetPassword: $userSetPassword\n      promoCode: $promoCode\n      recaptchaToken: $recaptchaToken\n      REGISTER_ESIGN_DOC_VER: $REGISTER_ESIGN_DOC_VER\n      anonymousID: $anonymousID\n      sessionID: $sessionID\n    ) {\n      ...UserFields\n    }\n  }\n': typeof types.RegisterDocument;
  '\n  mutation ResetPassword($newPassword: String!, $hash: String!) {\n    resetPassword(newPassword: $newPassword, hash: $hash)\n  }\n': typeof types.ResetPasswordDocument;
  '\n  fragment UserFields on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    token\n    inviteCode\n    isCardHolder\n  }\n': typeof types.UserFieldsFragmentDoc;
  '\n  mutation ValidatePromoCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n': typeof types.ValidatePromoCodeDocument;
  '\n  mutation VerifyResetHash($hash: String!) {\n    resetPassword(verifyHash: true, hash: $hash)\n  }\n': typeof types.VerifyResetHashDocument;
  '\n  query OpsApplication($applicationId: Int!) {\n    opsApplication(applicationId: $applicationId) {\n      applicationId\n      version\n      status\n      track\n      applicantName\n      accountEmail\n      submittedAt\n      regBDeadline\n      daysLeft\n      clockKind\n      clockState\n      ssnMasked\n      answerGroups {\n        title\n        answers {\n          field\n          label\n          value\n        }\n      }\n      documents {\n        id\n        uploadedAt\n        version\n        isCurrent\n        downloadUrl\n        fileName\n        fileType\n        contentType\n        isRecognized\n        isValid\n        isDocumentExpired\n        isDocumentMismatch\n      }\n      checks {\n        name\n        result\n        detail\n      }\n      creditCheck {\n        status\n        bureauName\n        score\n        scoreModel\n        keyFactors\n        tradelines\n        delinquencies\n        publicRecords\n        inquiriesLast6Months\n        fraudAlert\n      }\n      suggestion {\n        ...OpsDecisionFields\n      }\n      decisions {\n        ...OpsDecisionFields\n      }\n      informationRequested\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n      recommendations {\n        id\n        outcome\n        creditLimit\n        reasonDetails {\n          code\n          text\n        }\n        note\n        staffEmail\n        createdAt\n      }\n      informationRequest {\n        id\n        items {\n          code\n          text\n        }\n        note\n        staffEmail\n        requestedAt\n        deadline\n        outstandingCodes\n        remindersSent\n        closedIncompleteAt\n        letters {\n          id\n          kind\n          sentAt\n          downloadUrl\n        }\n      }\n      allowedActions\n      finalActionRefusal\n      timeline {\n        id\n        at\n        kind\n        title\n        detail\n        actor\n        fileUrl\n        fileLabel\n      }\n      timelineTruncated\n    }\n  }\n\n  fragment OpsDecisionFields on OpsDecision {\n    id\n    decidedAt\n    outcome\n    source\n    actor\n    policyVersion\n    reasons\n    reasonDetails {\n      code\n      text\n    }\n    creditLimit\n    trigger\n  }\n': typeof types.OpsApplicationDocument;
  '\n  mutation OpsRevealSsn($applicationId: Int!) {\n    opsRevealSsn(applicationId: $applicationId)\n  }\n': typeof types.OpsRevealSsnDocument;
  '\n  query OpsCases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {\n    opsCases(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        applicationId\n        applicantName\n        accountEmail\n        track\n        caseStatus\n        submittedAt\n        closedAt\n        regBDeadline\n        daysLeft\n        clockKind\n        clockState\n        suggestion\n        suggestionReasons {\n          code\n          text\n        }\n        finalDecision\n        finalReasons {\n          code\n          text\n        }\n        assignee {\n          ...OpsCaseAssigneeFields\n        }\n      }\n      total\n      page\n      pageSize\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n': typeof types.OpsCasesDocument;
  '\n  fragment OpsCaseAssigneeFields on OpsCaseAssignee {\n    staffId\n    email\n    claimedAt\n    isMe\n    canRelease\n  }\n': typeof types.OpsCaseAssigneeFieldsFragmentDoc;
  '\n  mutation OpsClaimCase($applicationId: Int!) {\n    opsClaimCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n': typeof types.OpsClaimCaseDocument;
  '\n  mutation OpsReleaseCase($applicationId: Int!) {\n    opsReleaseCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n': typeof types.OpsReleaseCaseDocument;
  '\n  fragment OpsActionFields on OpsActionResult {\n    applicationId\n    version\n    status\n  }\n': typeof types.OpsActionFieldsFragmentDoc;
  '\n  mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {\n    opsRequestInformation(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      codes: $codes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n': typeof types.OpsRequestInformationDocument;
  '\n  mutation OpsRecommend(\n    $applicationId: Int!\n    $expectedVersion: Int!\n    $outcome: String!\n    $creditLimit: Int\n    $reasonCodes: [String!]\n    $note: String\n  ) {\n    opsRecommend(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      outcome: $outcome\n      creditLimit: $creditLimit\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n': typeof types.OpsRecommendDocument;
  '\n  mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {\n    opsApprove(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      creditLimit: $creditLimit\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n': typeof types.OpsApproveDocument;
  '\n  mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {\n    opsDecline(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n': typeof types.OpsDeclineDocument;
  '\n  query StaffEnrolment($token: String!) {\n    staffEnrolment(token: $token) {\n      email\n      role\n      totpSecret\n      otpauthUri\n    }\n  }\n': typeof types.StaffEnrolmentDocument;
  '\n  mutation EnrolStaff($token: String!, $password: String!, $code: String!) {\n    enrolStaff(token: $token, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n': typeof types.EnrolStaffDocument;
  '\n  mutation StaffSignIn($email: String!, $password: String!, $code: String!) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n': typeof types.StaffSignInDocument;
  '\n  query CurrentStaff {\n    currentStaff {\n      email\n      role\n    }\n  }\n': typeof types.CurrentStaffDocument;
  '\n  mutation StaffSignOut {\n    staffSignOut\n  }\n': typeof types.StaffSignOutDocument;
  '\n  query OpsAuditEvents($filter: AuditEventFilter, $after: String, $first: Int) {\n    auditEvents(filter: $filter, after: $after, first: $first) {\n      events {\n        id\n        occurredAt\n        actorType\n        actorId\n        actorEmail\n        action\n        subjectType\n        subjectId\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n': typeof types.OpsAuditEventsDocument;
  '\n  query OpsChangeRequests($status: String, $page: Int, $pageSize: Int) {\n    opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        codes\n        applicantName\n        submittedAt\n        ageDays\n      }\n      total\n      page\n      pageSize\n    }\n  }\n': typeof types.OpsChangeRequestsDocument;
  '\n  fragment OpsChangeRequestView on OpsChangeRequestView {\n    request {\n      id\n      status\n      codes\n      submittedAt\n      closedAt\n      data {\n        fieldName\n        fieldValue\n      }\n      declineReason\n    }\n    applicantName\n    applicantEmail\n    currentName\n    currentAddress\n    currentScraBenefitSince\n    scraRateCap {\n      accountOpenedOn\n      activeDutyStartDate\n      debtPredatesService\n      capApplied\n      appliedAt\n      aprBeforeBps\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n    files {\n      id\n      fileName\n      fileType\n      contentType\n      byteSize\n      version\n      uploadedAt\n    }\n    decidedBy\n    allowedActions\n  }\n': typeof types.OpsChangeRequestViewFragmentDoc;
  '\n  query OpsChangeRequest($id: Int!) {\n    opsChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n': typeof types.OpsChangeRequestDocument;
  '\n  mutation OpsApproveChangeRequest($id: Int!) {\n    opsApproveChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n': typeof types.OpsApproveChangeRequestDocument;
  '\n  mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {\n    opsDeclineChangeRequest(id: $id, reason: $reason) {\n      ...OpsChangeRequestView\n    }\n  }\n': typeof types.OpsDeclineChangeRequestDocument;
  '\n  query OpsCreditLimitRequests($status: String, $page: Int, $pageSize: Int) {\n    opsCreditLimitRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        accountId\n        holderName\n        currentLimitCents\n        requestedLimitCents\n        proposedLimitCents\n        approvedLimitCents\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n': typeof types.OpsCreditLimitRequestsDocument;
  '\n  fragment OpsCreditLimitView on OpsCreditLimitRequestView {\n    id\n    status\n    version\n    accountId\n    holderName\n    holderEmail\n    annualIncome\n    monthlyHousingCost\n    financialCommitments\n    ageYears\n    aprBps\n    currentLimitCents\n    requestedLimitCents\n    proposedLimitCents\n    maxSupportedLimitCents\n    approvedLimitCents\n    declineReasons\n    staffNote\n    decidedBy\n    decidedAt\n    issuerAppliedAt\n    issuerFailedAt\n    createdAt\n    canDecide\n    declineReasonChoices {\n      code\n      notice\n    }\n  }\n': typeof types.OpsCreditLimitViewFragmentDoc;
  '\n  query OpsCreditLimitRequest($id: Int!) {\n    opsCreditLimitRequest(id: $id) {\n      ...OpsCreditLimitView\n    }\n  }\n': typeof types.OpsCreditLimitRequestDocument;
  '\n  mutation OpsDecideCreditLimitRequest(\n    $id: Int!\n    $version: Int!\n    $outcome: String!\n    $approvedLimit: Int\n    $reasons: [String!]\n    $note: String\n  ) {\n    opsDecideCreditLimitRequest(\n      id: $id\n      version: $version\n      outcome: $outcome\n      approvedLimit: $approvedLimit\n      reasons: $reasons\n      note: $note\n    ) {\n      ...OpsCreditLimitView\n    }\n  }\n': typeof types.OpsDecideCreditLimitRequestDocument;
  '\n  query OpsPaperDelivery($applicationId: Int!) {\n    opsPaperDelivery(applicationId: $applicationId) {\n      consent {\n        state\n        changedAt\n      }\n      emailBounced\n      letters {\n        id\n        kind\n        title\n        status\n        toAddress\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n': typeof types.OpsPaperDeliveryDocument;
  '\n  query MyStaffPasskeys {\n    myStaffPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n': typeof types.MyStaffPasskeysDocument;
  '\n  mutation StaffPasskeyRegistrationOptions {\n    staffPasskeyRegistrationOptions\n  }\n': typeof types.StaffPasskeyRegistrationOptionsDocument;
  '\n  mutation AddStaffPasskey($response: String!, $name: String!) {\n    addStaffPasskey(response: $response, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n': typeof types.AddStaffPasskeyDocument;
  '\n  mutation RemoveStaffPasskey($id: ID!) {\n    removeStaffPasskey(id: $id)\n  }\n': typeof types.RemoveStaffPasskeyDocument;
  '\n  mutation StaffPasskeySignInOptions {\n    staffPasskeySignInOptions\n  }\n': typeof types.StaffPasskeySignInOptionsDocument;
  '\n  mutation StaffPasskeySignIn($response: String!) {\n    staffPasskeySignIn(response: $response) {\n      email\n      role\n    }\n  }\n': typeof types.StaffPasskeySignInDocument;
  '\n  query MyStaffSessions {\n    myStaffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n': typeof types.MyStaffSessionsDocument;
  '\n  query AllStaffSessions {\n    staffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n': typeof types.AllStaffSessionsDocument;
  '\n  mutation StaffSignOutOtherSessions {\n    staffSignOutOtherSessions\n  }\n': typeof types.StaffSignOutOtherSessionsDocument;
  '\n  mutation StaffSignOutEverywhere($staffId: ID!) {\n    staffSignOutEverywhere(staffId: $staffId)\n  }\n': typeof types.StaffSignOutEverywhereDocument;
  '\n  query OpsDailySummary($day: String) {\n    opsDailySummary(day: $day) {\n      day\n      countedAt\n      counts {\n        applicationsSubmitted\n        approved\n        declined\n        referred\n        informationRequested\n        closedIncomplete\n        changeRequestsOpened\n        changeRequestsDecided\n      }\n      openCases {\n        total\n        overdue\n        dueSoon\n        unassigned\n      }\n      staff {\n        staffId\n        email\n        openClaims\n        actionsTaken\n      }\n    }\n  }\n': typeof types.OpsDailySummaryDocument;
  '\n  query OpsWaitlist($status: String, $page: Int, $pageSize: Int) {\n    opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        status\n        joinedAt\n        confirmedAt\n        unsubscribedAt\n      }\n      total\n      page\n      pageSize\n      counts {\n        pending\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n': typeof types.OpsWaitlistDocument;
  '\n  fragment AutopayFields on Autopay {\n    amountChoice\n    fixedAmountCents\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    nextPaymentDate\n  }\n': typeof types.AutopayFieldsFragmentDoc;
  '\n  query MyAutopay {\n    myAutopay {\n      ...AutopayFields\n    }\n  }\n': typeof types.MyAutopayDocument;
  '\n  mutation SetAutopay($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {\n    setAutopay(bankAccountId: $bankAccountId, amountChoice: $amountChoice, fixedAmountCents: $fixedAmountCents) {\n      ...AutopayFields\n    }\n  }\n': typeof types.SetAutopayDocument;
  '\n  mutation TurnOffAutopay {\n    turnOffAutopay\n  }\n': typeof types.TurnOffAutopayDocument;
  '\n  query MyCardNoticePreferences {\n    myCardNoticePreferences {\n      kind\n      enabled\n      required\n    }\n  }\n': typeof types.MyCardNoticePreferencesDocument;
  '\n  mutation SetCardNoticePreference($kind: String!, $enabled: Boolean!) {\n    setCardNoticePreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n      required\n    }\n  }\n': typeof types.SetCardNoticePreferenceDocument;
  '\n  fragment PaymentBankAccountFields on PaymentBankAccount {\n    id\n    institutionName\n    subtype\n    mask\n    linkedAt\n  }\n': typeof types.PaymentBankAccountFieldsFragmentDoc;
  '\n  query MyPaymentBankAccounts {\n    myPaymentBankAccounts {\n      ...PaymentBankAccountFields\n    }\n  }\n': typeof types.MyPaymentBankAccountsDocument;
  '\n  mutation CreatePaymentLinkToken {\n    createPaymentLinkToken\n  }\n': typeof types.CreatePaymentLinkTokenDocument;
  '\n  mutation LinkPaymentBankAccount($publicToken: String!, $plaidAccountId: String) {\n    linkPaymentBankAccount(publicToken: $publicToken, plaidAccountId: $plaidAccountId) {\n      ...PaymentBankAccountFields\n    }\n  }\n': typeof types.LinkPaymentBankAccountDocument;
  '\n  query MyPaymentOptions {\n    myPaymentOptions {\n      currentBalanceCents\n      statementBalanceCents\n      minimumDueCents\n      statementBalanceRemainingCents\n      dueDate\n      creditDateIfPaidNow\n      latestScheduleDate\n    }\n  }\n': typeof types.MyPaymentOptionsDocument;
  '\n  fragment CardPaymentFields on CardPayment {\n    id\n    amountCents\n    amountChoice\n    status\n    creditDate\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    autopay\n    createdAt\n    postedAt\n    returnedAt\n    returnCode\n    returnReason\n  }\n': typeof types.CardPaymentFieldsFragmentDoc;
  '\n  query MyPayments($first: Int) {\n    myPayments(first: $first) {\n      ...CardPaymentFields\n    }\n  }\n': typeof types.MyPaymentsDocument;
  '\n  mutation MakeCardPayment(\n    $idempotencyKey: String!\n    $bankAccountId: Int!\n    $amountChoice: String!\n    $amountCents: Int\n    $scheduledFor: String\n  ) {\n    makeCardPayment(\n      idempotencyKey: $idempotencyKey\n      bankAccountId: $bankAccountId\n      amountChoice: $amountChoice\n      amountCents: $amountCents\n      scheduledFor: $scheduledFor\n    ) {\n      ...CardPaymentFields\n    }\n  }\n': typeof types.MakeCardPaymentDocument;
  '\n  mutation CancelCardPayment($id: Int!) {\n    cancelCardPayment(id: $id) {\n      ...CardPaymentFields\n    }\n  }\n': typeof types.CancelCardPaymentDocument;
  '\n  query MyCardBalance {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n  }\n': typeof types.MyCardBalanceDocument;
  '\n  fragment StatementFields on CardStatement {\n    id\n    periodStart\n    periodEnd\n    dueDate\n    previousBalanceCents\n    paymentsCents\n    creditsCents\n    purchasesCents\n    feesCents\n    interestCents\n    balanceCents\n    minimumDueCents\n    aprBps\n    cashBackEarnedCents\n    paidOnTime\n    pdfPath\n  }\n': typeof types.StatementFieldsFragmentDoc;
  '\n  query MyStatements {\n    myStatements {\n      ...StatementFields\n    }\n  }\n': typeof types.MyStatementsDocument;
  '\n  query MyStatement($id: Int!) {\n    myStatement(id: $id) {\n      ...StatementFields\n    }\n  }\n': typeof types.MyStatementDocument;
  '\n  fragment TransactionFields on CardTransaction {\n    id\n    kind\n    status\n    amountCents\n    description\n    postedAt\n    cashBackCents\n  }\n': typeof types.TransactionFieldsFragmentDoc;
  '\n  query MyTransactions($search: String, $statementId: Int, $after: String, $first: Int) {\n    myTransactions(search: $search, statementId: $statementId, after: $after, first: $first) {\n      items {\n        ...TransactionFields\n      }\n      nextCursor\n    }\n  }\n': typeof types.MyTransactionsDocument;
  '\n  fragment CardAccountFields on CardAccount {\n    card {\n      id\n      status\n      lastFour\n      expiry\n      lockReason\n      activatedAt\n    }\n    creditLimitCents\n    ssnNeeded\n    ssnDeadline\n    ssnLastFour\n    replacement {\n      reason\n      requestedAt\n      replacedLastFour\n      status\n    }\n  }\n': typeof types.CardAccountFieldsFragmentDoc;
  '\n  query MyCard {\n    myCard {\n      ...CardAccountFields\n    }\n  }\n': typeof types.MyCardDocument;
  '\n  mutation ActivateCard($lastFour: String!, $expiry: String!) {\n    activateCard(lastFour: $lastFour, expiry: $expiry) {\n      ...CardAccountFields\n    }\n  }\n': typeof types.ActivateCardDocument;
  '\n  mutation LockCard {\n    lockCard {\n      ...CardAccountFields\n    }\n  }\n': typeof types.LockCardDocument;
  '\n  mutation UnlockCard {\n    unlockCard {\n      ...CardAccountFields\n    }\n  }\n': typeof types.UnlockCardDocument;
  '\n  mutation ReplaceCard($cardId: Int!, $reason: String!) {\n    replaceCard(cardId: $cardId, reason: $reason) {\n      ...CardAccountFields\n    }\n  }\n': typeof types.ReplaceCardDocument;
  '\n  query CardAccountTerms {\n    myCard {\n      status\n      aprBps\n      creditLimitCents\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n': typeof types.CardAccountTermsDocument;
  '\n  query CardOverviewDue {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n    myPaymentOptions {\n      currentBalanceCents\n      minimumDueCents\n      statementBalanceCents\n      dueDate\n    }\n    myAutopay {\n      amountChoice\n      fixedAmountCents\n      nextPaymentDate\n    }\n  }\n': typeof types.CardOverviewDueDocument;
  '\n  query CardOverviewTransactions($first: Int) {\n    myTransactions(first: $first) {\n      items {\n        id\n        kind\n        status\n        amountCents\n        description\n        postedAt\n      }\n    }\n  }\n': typeof types.CardOverviewTransactionsDocument;
  '\n  query CardholderPhone {\n    myPhone {\n      verifiedAt\n    }\n  }\n': typeof types.CardholderPhoneDocument;
  '\n  query CashBackBankAccounts {\n    myPaymentBankAccounts {\n      id\n      institutionName\n      subtype\n      mask\n    }\n  }\n': typeof types.CashBackBankAccountsDocument;
  '\n  query CashBackDeposits {\n    myRewards {\n      deposits {\n        id\n        amountCents\n        destination\n        status\n        createdAt\n      }\n    }\n  }\n': typeof types.CashBackDepositsDocument;
  '\n  fragment RewardsFields on Rewards {\n    rateBasisPoints\n    baseRateBasisPoints\n    boosts {\n      activatedAt\n      endsAt\n    }\n    capped\n    balanceCents\n    cycleEligibleCents\n    cycleCapCents\n    onTimePayments\n    onTimePaymentsNeeded\n    daysPastDue\n    canRedeem\n    recent {\n      id\n      kind\n      amountCents\n      description\n      createdAt\n    }\n  }\n': typeof types.RewardsFieldsFragmentDoc;
  '\n  query MyRewards {\n    myRewards {\n      ...RewardsFields\n    }\n  }\n': typeof types.MyRewardsDocument;
  '\n  mutation RedeemCashBack($requestId: String!, $destination: String, $bankAccountId: Int) {\n    redeemCashBack(requestId: $requestId, destination: $destination, bankAccountId: $bankAccountId) {\n      ...RewardsFields\n    }\n  }\n': typeof types.RedeemCashBackDocument;
  '\n  query ScraRateCap {\n    myScraRateCap {\n      status\n      activeDutyStartDate\n      accountOpenedOn\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n  }\n': typeof types.ScraRateCapDocument;
  '\n  mutation AddCardholderSsn($ssn: String!) {\n    addCardholderSsn(ssn: $ssn) {\n      ...CardAccountFields\n    }\n  }\n': typeof types.AddCardholderSsnDocument;
  '\n  query CardClosingState {\n    myCard {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n': typeof types.CardClosingStateDocument;
  '\n  query CardClosingPreview {\n    myCardClosingPreview {\n      balanceOwedCents\n      cashBackCents\n      cashBackForfeitedCents\n      cashBackPayoutBy\n      pendingPayments\n      autopayOn\n    }\n  }\n': typeof types.CardClosingPreviewDocument;
  '\n  mutation CloseCardAccount($cashBackBankAccountId: Int) {\n    closeCardAccount(confirm: true, cashBackBankAccountId: $cashBackBankAccountId) {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n': typeof types.CloseCardAccountDocument;
  '\n  query CreditLimitState {\n    myCard {\n      status\n      creditLimitCents\n      aprBps\n      card {\n        status\n        lastFour\n      }\n    }\n    myCreditLimitIncreaseRequests {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n': typeof types.CreditLimitStateDocument;
  '\n  mutation RequestCreditLimitIncrease($annualIncome: Int!, $monthlyHousingCost: Int!, $requestedLimit: Int) {\n    requestCreditLimitIncrease(\n      annualIncome: $annualIncome\n      monthlyHousingCost: $monthlyHousingCost\n      requestedLimit: $requestedLimit\n    ) {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n': typeof types.RequestCreditLimitIncreaseDocument;
  '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    status\n    codes\n    submittedAt\n    createdAt\n    closedAt\n    declineReason\n  }\n': typeof types.ChangeRequestFieldsFragmentDoc;
  '\n  fragment ChangeRequestFileFields on ChangeRequestFile {\n    id\n    fileName\n    fileType\n    contentType\n    byteSize\n    version\n    uploadedAt\n  }\n': typeof types.ChangeRequestFileFieldsFragmentDoc;
  '\n  query GetChangeRequest($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      changeRequestData {\n        ...ChangeRequestFields\n      }\n      currentAddress\n    }\n  }\n': typeof types.GetChangeRequestDocument;
  '\n  query MyChangeRequests {\n    myChangeRequests {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.MyChangeRequestsDocument;
  '\n  query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {\n    getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {\n      proofOfName {\n        ...ChangeRequestFileFields\n      }\n      proofOfAddress {\n        ...ChangeRequestFileFields\n      }\n      proofOfSCRA {\n        ...ChangeRequestFileFields\n      }\n    }\n  }\n': typeof types.GetChangeRequestFilesDocument;
  '\n  mutation StartChangeRequest($codes: [String!]!) {\n    startChangeRequest(codes: $codes) {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.StartChangeRequestDocument;
  '\n  mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {\n    submitChangeRequest(id: $id, data: $data) {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.SubmitChangeRequestDocument;
  '\n  mutation CancelChangeRequest($id: Int!) {\n    cancelChangeRequest(id: $id) {\n      ...ChangeRequestFields\n    }\n  }\n': typeof types.CancelChangeRequestDocument;
  '\n  mutation RemoveChangeRequestFile($fileId: Int!) {\n    removeFile(fileId: $fileId)\n  }\n': typeof types.RemoveChangeRequestFileDocument;
  '\n  mutation SendContactMessage(\n    $name: String!\n    $email: String!\n    $topic: String!\n    $message: String!\n    $recaptchaToken: String\n  ) {\n    sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $recaptchaToken)\n  }\n': typeof types.SendContactMessageDocument;
  '\n  fragment CreditCheckFields on CreditCheck {\n    status\n    bureau {\n      name\n      address\n      phone\n      website\n    }\n    canRetry\n    updatedAt\n  }\n': typeof types.CreditCheckFieldsFragmentDoc;
  '\n  query GetCreditCheck {\n    getCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n': typeof types.GetCreditCheckDocument;
  '\n  mutation RetryCreditCheck {\n    retryCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n': typeof types.RetryCreditCheckDocument;
  '\n  mutation Prequalify($input: PrequalificationInput!, $recaptchaToken: String) {\n    prequalify(input: $input, recaptchaToken: $recaptchaToken) {\n      outcome\n      aprLow\n      aprHigh\n      indicativeLimit\n      reasons {\n        code\n        text\n      }\n      identityConfirmationNeeded\n      bureau {\n        name\n        address\n        phone\n        website\n      }\n      answersCarryOver\n      creditReportUsed\n      creditScore {\n        value\n        model\n        rangeLow\n        rangeHigh\n        scoredOn\n        keyFactors\n      }\n    }\n  }\n': typeof types.PrequalifyDocument;
  '\n  query MyApplicationProgress {\n    myApplicationProgress {\n      applicationId\n      stage\n      submittedAt\n      informationRequest {\n        deadline\n        requestedAt\n        noticeUrl\n        closingNoticeUrl\n        items {\n          code\n          reason\n          uploadTypes\n          received\n        }\n      }\n      canApplyAgainFrom\n    }\n  }\n': typeof types.MyApplicationProgressDocument;
  '\n  query MyDecision {\n    myDecision {\n      outcome\n      creditLimit\n      aprPercent\n      reasons\n      notices {\n        id\n        kind\n        downloadUrl\n        sentAt\n      }\n    }\n  }\n': typeof types.MyDecisionDocument;
  '\n  query MyNotices {\n    myNotices {\n      id\n      applicationId\n      kind\n      downloadUrl\n      sentAt\n    }\n  }\n': typeof types.MyNoticesDocument;
  '\n  query WixTokenAuth {\n    wixTokenAuth\n  }\n': typeof types.WixTokenAuthDocument;
  '\n  query GetReferrerUser($inviteCode: String!) {\n    getReferrerUser(inviteCode: $inviteCode)\n  }\n': typeof types.GetReferrerUserDocument;
  '\n  query MyInviteCode {\n    myInviteCode {\n      code\n      link\n    }\n    myReferrals {\n      joined\n      activated\n      activatedTooLate\n      activatedWhileNotInGoodStanding\n    }\n  }\n': typeof types.MyInviteCodeDocument;
  '\n  mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {\n    remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)\n  }\n': typeof types.RemindMeEmailDocument;
  '\n  mutation ValidatePreApprovedCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n': typeof types.ValidatePreApprovedCodeDocument;
  '\n  query FeatureFlags {\n    featureFlags {\n      key\n      enabled\n      defaultVariant\n      variants {\n        name\n        type\n        value\n      }\n      allocation {\n        variant\n        percent\n      }\n    }\n  }\n': typeof types.FeatureFlagsDocument;
  'fragment WizardDraftFields on ApplicationCache {\n  id\n  createdAt\n  specialTreatment\n  stepName\n  inUS\n  dob\n  expectedRelocationDate\n  permanentResident\n  residenceStatusUS\n  residenceStatusUSOther\n  timeInUS\n  ssn\n  identificationNo\n  numberOfDependents\n  sentilinkApproval\n  identityActionsFlagged\n  street\n  street2\n  city\n  state\n  zip\n  foreignStreet\n  foreignCity\n  foreignPostalCode\n  foreignCountry\n  mobilePhone\n  smsConsent\n  employmentStatus\n  employerName\n  employerWebsite\n  jobTitle\n  timeWithEmployer\n  assignedAtClientLocation\n  clientName\n  clientWebsite\n  firstJob\n  prevEmployerName\n  prevEmployerWebsite\n  prevEmployerCountry\n  prevJobTitle\n  timeWithPreviousEmployer\n  income\n  residenceType\n  accommodationCost\n  financialCommitments\n  ATPApproval\n  plaidConnectionStatus\n  employerVerifiedByPlaid\n  plaidExitReason\n  plaidExitReasonOther\n  plaidExitPopupOpenedAt\n  employerVerificationMethod\n  employerVerified\n  employerAddress\n  employerAddress2\n  employerCity\n  employerState\n  employerZipCode\n  shipToHome\n  workEmail\n  workEmailVerificationFlag\n  userEmailIsWorkEmail\n  acceptDisclosures\n  passportUploaded\n  visaIsSupportingDocument\n  visaUploaded\n  supportingDocumentUploaded\n  greenCardUploaded\n  proofOfIncomeUploaded\n  proofOfResidenceUploaded\n  IDDocType\n}': typeof types.WizardDraftFieldsFragmentDoc;
};
const documents: Documents = {
  '\n  query AccountProfile($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      currentAddress\n      scraBenefitSince\n    }\n  }\n':
    types.AccountProfileDocument,
  '\n  fragment AccountApplicationFields on ApplicationStatus {\n    status\n    submissionDate\n    canApplyAgainFrom\n    startedAt\n    closedAt\n  }\n':
    types.AccountApplicationFieldsFragmentDoc,
  '\n  query AccountApplicationStatus {\n    getApplicationStatus {\n      ...AccountApplicationFields\n    }\n  }\n':
    types.AccountApplicationStatusDocument,
  '\n  mutation AccountCancelApplication {\n    applicationUpdateStatusUser(status: "canceled") {\n      ...AccountApplicationFields\n    }\n  }\n':
    types.AccountCancelApplicationDocument,
  '\n  query MyPromoCode {\n    myPromoCode\n  }\n': types.MyPromoCodeDocument,
  '\n  query MyPaperDocuments {\n    myPaperDocuments {\n      consent {\n        state\n        changedAt\n      }\n      mailingAddress\n      emailBounced\n      documents {\n        kind\n        id\n        title\n        date\n      }\n      letters {\n        id\n        title\n        status\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n':
    types.MyPaperDocumentsDocument,
  '\n  mutation WithdrawEsignConsent {\n    withdrawEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n':
    types.WithdrawEsignConsentDocument,
  '\n  mutation GiveEsignConsent {\n    giveEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n':
    types.GiveEsignConsentDocument,
  '\n  mutation RequestPaperCopy($kind: String!, $id: String!, $requestKey: ID!) {\n    requestPaperCopy(kind: $kind, id: $id, requestKey: $requestKey) {\n      id\n      title\n      status\n      expectedDelivery\n      createdAt\n    }\n  }\n':
    types.RequestPaperCopyDocument,
  '\n  query PendingEmailChange {\n    pendingEmailChange {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n':
    types.PendingEmailChangeDocument,
  '\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n':
    types.RequestEmailChangeDocument,
  '\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n': types.CancelEmailChangeDocument,
  '\n  mutation ConfirmEmailChange($hash: String!) {\n    confirmEmailChange(hash: $hash)\n  }\n':
    types.ConfirmEmailChangeDocument,
  '\n  mutation UndoEmailChange($hash: String!) {\n    undoEmailChange(hash: $hash)\n  }\n':
    types.UndoEmailChangeDocument,
  '\n  query MyPasskeys {\n    myPasskeys {\n      passkeyAfterPassword\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n':
    types.MyPasskeysDocument,
  '\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n':
    types.PasskeyRegistrationOptionsDocument,
  '\n  mutation AddPasskey($response: String!, $name: String!) {\n    addPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n':
    types.AddPasskeyDocument,
  '\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n': types.RemovePasskeyDocument,
  '\n  mutation SetPasskeyAfterPassword($on: Boolean!) {\n    setPasskeyAfterPassword(on: $on)\n  }\n':
    types.SetPasskeyAfterPasswordDocument,
  '\n  mutation PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n': types.PasskeyStepUpOptionsDocument,
  '\n  mutation CompleteStepUpWithPasskey($response: String!) {\n    completeStepUpWithPasskey(response: $response) {\n      method\n      validUntil\n    }\n  }\n':
    types.CompleteStepUpWithPasskeyDocument,
  '\n  query MyPhone {\n    myPhone {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n':
    types.MyPhoneDocument,
  '\n  mutation StartPhoneVerification($phoneNumber: String!) {\n    startPhoneVerification(phoneNumber: $phoneNumber) {\n      phoneNumber\n      display\n      expiresAt\n    }\n  }\n':
    types.StartPhoneVerificationDocument,
  '\n  mutation ConfirmPhoneVerification($code: String!) {\n    confirmPhoneVerification(code: $code) {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n':
    types.ConfirmPhoneVerificationDocument,
  '\n  query MySessions {\n    mySessions {\n      id\n      device\n      country\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n':
    types.MySessionsDocument,
  '\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n': types.SignOutSessionDocument,
  '\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n': types.SignOutOtherSessionsDocument,
  '\n  query StepUpOptions {\n    stepUpOptions {\n      methods\n      windowSeconds\n    }\n  }\n':
    types.StepUpOptionsDocument,
  '\n  mutation SendStepUpCode($method: String!) {\n    sendStepUpCode(method: $method) {\n      method\n      sentTo\n    }\n  }\n':
    types.SendStepUpCodeDocument,
  '\n  mutation CompleteStepUp($method: String!, $code: String!) {\n    completeStepUp(method: $method, code: $code) {\n      method\n      validUntil\n    }\n  }\n':
    types.CompleteStepUpDocument,
  '\n  query GetApplicationCache {\n    getApplicationCache {\n      ...WizardDraftFields\n      stepName\n      status\n      submissionDate\n      version\n      emailVerified\n      relocationReminderScheduledFor\n      canApplyAgainFrom\n      checksToRedo {\n        check\n        step\n        answers\n        redo\n        since\n        documents\n      }\n      checksDone\n    }\n  }\n':
    types.GetApplicationCacheDocument,
  '\n  mutation CalculateATPApproval(\n    $income: Int\n    $accommodationCost: Int\n    $financialCommitments: Int\n    $residenceType: String\n  ) {\n    calculateATPApproval(\n      income: $income\n      accommodationCost: $accommodationCost\n      financialCommitments: $financialCommitments\n      residenceType: $residenceType\n    ) {\n      isApproved\n    }\n  }\n':
    types.CalculateAtpApprovalDocument,
  '\n  query CheckScore(\n    $applicationId: Int!\n    $createdAt: String\n    $firstName: String\n    $lastName: String\n    $dob: String\n    $ssn: String\n    $street: String\n    $zip: String\n    $city: String\n    $state: String\n  ) {\n    checkScore(\n      applicationId: $applicationId\n      createdAt: $createdAt\n      firstName: $firstName\n      lastName: $lastName\n      dob: $dob\n      ssn: $ssn\n      street: $street\n      zip: $zip\n      city: $city\n      state: $state\n    )\n  }\n':
    types.CheckScoreDocument,
  '\n  query IdentityActionsFlagged {\n    getApplicationCache {\n      identityActionsFlagged\n    }\n  }\n':
    types.IdentityActionsFlaggedDocument,
  '\n  query GetApplicationFiles($applicationId: Int!, $fileType: String!) {\n    getApplicationFiles(applicationId: $applicationId, fileType: $fileType) {\n      id\n      fileName\n      fileType\n      isDocumentExpired\n      isDocumentMismatch\n      isRecognized\n      isValid\n      version\n      expiresOn\n      problems\n      contentType\n      uploadedAt\n    }\n  }\n':
    types.GetApplicationFilesDocument,
  '\n  mutation RemoveFile($fileId: Int!, $applicationId: Int) {\n    removeFile(fileId: $fileId, applicationId: $applicationId)\n  }\n':
    types.RemoveFileDocument,
  '\n  mutation ApplicationSave {\n    applicationSave {\n      status\n      submissionDate\n    }\n  }\n':
    types.ApplicationSaveDocument,
  '\n  mutation ApplicationSubmit($sessionID: String) {\n    applicationSubmit(sessionID: $sessionID) {\n      status\n      submissionDate\n    }\n  }\n':
    types.ApplicationSubmitDocument,
  '\n  query ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n':
    types.ResendVerificationEmailDocument,
  '\n  mutation ScheduleRelocationReminder {\n    scheduleRelocationReminder {\n      scheduledFor\n      email\n    }\n  }\n':
    types.ScheduleRelocationReminderDocument,
  '\n  mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {\n    applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {\n      isSaved\n      stepName\n      version\n    }\n  }\n':
    types.ApplicationCacheSaveDocument,
  '\n  mutation CreatePlaidLinkToken($applicationId: Int) {\n    createPlaidLinkToken(applicationId: $applicationId)\n  }\n':
    types.CreatePlaidLinkTokenDocument,
  '\n  mutation SavePlaidEventsData(\n    $applicationId: Int!\n    $eventName: String!\n    $institutionName: String\n    $linkSessionId: String\n    $exitStatus: String\n    $errorCode: String\n  ) {\n    savePlaidEventsData(\n      applicationId: $applicationId\n      eventName: $eventName\n      institutionName: $institutionName\n      linkSessionId: $linkSessionId\n      exitStatus: $exitStatus\n      errorCode: $errorCode\n    )\n  }\n':
    types.SavePlaidEventsDataDocument,
  '\n  mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {\n    saveUserPlaidInformation(publicToken: $publicToken, applicationId: $applicationId)\n  }\n':
    types.SaveUserPlaidInformationDocument,
  '\n  query EmployerVerifiedByPlaid($applicationId: Int!) {\n    employerVerifiedByPlaid(applicationId: $applicationId)\n  }\n':
    types.EmployerVerifiedByPlaidDocument,
  '\n  mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {\n    sendWorkEmailConfirmation(id: $id, email: $email) {\n      status\n      email\n      expiresAt\n    }\n  }\n':
    types.SendWorkEmailConfirmationDocument,
  '\n  query GetIdentitySummary {\n    getIdentitySummary {\n      result\n      mainQResult\n      challengeQResult\n      mainAnswersSubmitted\n      challengeAnswersSubmitted\n    }\n  }\n':
    types.GetIdentitySummaryDocument,
  '\n  fragment IdentityResponseFields on IdentityResponse {\n    transactionId\n    result\n    questions {\n      type\n      prompt\n      answer\n    }\n    message\n  }\n':
    types.IdentityResponseFieldsFragmentDoc,
  '\n  query GetIdentity {\n    getIdentity {\n      ...IdentityResponseFields\n    }\n  }\n':
    types.GetIdentityDocument,
  '\n  mutation SubmitAnswers($transactionId: String!, $questionsType: String!, $answers: [String!]!) {\n    submitAnswers(transactionId: $transactionId, questionsType: $questionsType, answers: $answers) {\n      ...IdentityResponseFields\n    }\n  }\n':
    types.SubmitAnswersDocument,
  '\n  query CheckSession {\n    checkSession {\n      sessionIsValid\n    }\n  }\n': types.CheckSessionDocument,
  '\n  query CheckToken($returnUserData: Boolean) {\n    checkToken(returnUserData: $returnUserData) {\n      id\n      firstName\n      lastName\n      email\n      role\n      inviteCode\n      isCardHolder\n      isSessionValid\n    }\n  }\n':
    types.CheckTokenDocument,
  '\n  query EmailVerification($verificationHash: String!) {\n    emailVerification(verificationHash: $verificationHash) {\n      ...UserFields\n    }\n  }\n':
    types.EmailVerificationDocument,
  '\n  query ForgotPassword($email: String!, $recaptchaToken: String) {\n    forgotPassword(email: $email, recaptchaToken: $recaptchaToken)\n  }\n':
    types.ForgotPasswordDocument,
  '\n  query Login($email: String!, $password: String!, $recaptchaToken: String) {\n    login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {\n      ...UserFields\n    }\n  }\n':
    types.LoginDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n': types.PasskeySignInOptionsDocument,
  '\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      ...UserFields\n    }\n  }\n':
    types.SignInWithPasskeyDocument,
  '\n  mutation Register(\n    $firstName: String!\n    $middleName: String\n    $lastName: String!\n    $email: String!\n    $password: String!\n    $userSetPassword: Boolean\n    $promoCode: String\n    $recaptchaToken: String\n    $REGISTER_ESIGN_DOC_VER: String!\n    $anonymousID: String\n    $sessionID: String\n  ) {\n    register(\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      password: $password\n      userSetPassword: $userSetPassword\n      promoCode: $promoCode\n      recaptchaToken: $recaptchaToken\n      REGISTER_ESIGN_DOC_VER: $REGISTER_ESIGN_DOC_VER\n      anonymousID: $anonymousID\n      sessionID: $sessionID\n    ) {\n      ...UserFields\n    }\n  }\n':
    types.RegisterDocument,
  '\n  mutation ResetPassword($newPassword: String!, $hash: String!) {\n    resetPassword(newPassword: $newPassword, hash: $hash)\n  }\n':
    types.ResetPasswordDocument,
  '\n  fragment UserFields on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    token\n    inviteCode\n    isCardHolder\n  }\n':
    types.UserFieldsFragmentDoc,
  '\n  mutation ValidatePromoCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n':
    types.ValidatePromoCodeDocument,
  '\n  mutation VerifyResetHash($hash: String!) {\n    resetPassword(verifyHash: true, hash: $hash)\n  }\n':
    types.VerifyResetHashDocument,
  '\n  query OpsApplication($applicationId: Int!) {\n    opsApplication(applicationId: $applicationId) {\n      applicationId\n      version\n      status\n      track\n      applicantName\n      accountEmail\n      submittedAt\n      regBDeadline\n      daysLeft\n      clockKind\n      clockState\n      ssnMasked\n      answerGroups {\n        title\n        answers {\n          field\n          label\n          value\n        }\n      }\n      documents {\n        id\n        uploadedAt\n        version\n        isCurrent\n        downloadUrl\n        fileName\n        fileType\n        contentType\n        isRecognized\n        isValid\n        isDocumentExpired\n        isDocumentMismatch\n      }\n      checks {\n        name\n        result\n        detail\n      }\n      creditCheck {\n        status\n        bureauName\n        score\n        scoreModel\n        keyFactors\n        tradelines\n        delinquencies\n        publicRecords\n        inquiriesLast6Months\n        fraudAlert\n      }\n      suggestion {\n        ...OpsDecisionFields\n      }\n      decisions {\n        ...OpsDecisionFields\n      }\n      informationRequested\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n      recommendations {\n        id\n        outcome\n        creditLimit\n        reasonDetails {\n          code\n          text\n        }\n        note\n        staffEmail\n        createdAt\n      }\n      informationRequest {\n        id\n        items {\n          code\n          text\n        }\n        note\n        staffEmail\n        requestedAt\n        deadline\n        outstandingCodes\n        remindersSent\n        closedIncompleteAt\n        letters {\n          id\n          kind\n          sentAt\n          downloadUrl\n        }\n      }\n      allowedActions\n      finalActionRefusal\n      timeline {\n        id\n        at\n        kind\n        title\n        detail\n        actor\n        fileUrl\n        fileLabel\n      }\n      timelineTruncated\n    }\n  }\n\n  fragment OpsDecisionFields on OpsDecision {\n    id\n    decidedAt\n    outcome\n    source\n    actor\n    policyVersion\n    reasons\n    reasonDetails {\n      code\n      text\n    }\n    creditLimit\n    trigger\n  }\n':
    types.OpsApplicationDocument,
  '\n  mutation OpsRevealSsn($applicationId: Int!) {\n    opsRevealSsn(applicationId: $applicationId)\n  }\n':
    types.OpsRevealSsnDocument,
  '\n  query OpsCases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {\n    opsCases(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        applicationId\n        applicantName\n        accountEmail\n        track\n        caseStatus\n        submittedAt\n        closedAt\n        regBDeadline\n        daysLeft\n        clockKind\n        clockState\n        suggestion\n        suggestionReasons {\n          code\n          text\n        }\n        finalDecision\n        finalReasons {\n          code\n          text\n        }\n        assignee {\n          ...OpsCaseAssigneeFields\n        }\n      }\n      total\n      page\n      pageSize\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n':
    types.OpsCasesDocument,
  '\n  fragment OpsCaseAssigneeFields on OpsCaseAssignee {\n    staffId\n    email\n    claimedAt\n    isMe\n    canRelease\n  }\n':
    types.OpsCaseAssigneeFieldsFragmentDoc,
  '\n  mutation OpsClaimCase($applicationId: Int!) {\n    opsClaimCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n':
    types.OpsClaimCaseDocument,
  '\n  mutation OpsReleaseCase($applicationId: Int!) {\n    opsReleaseCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n':
    types.OpsReleaseCaseDocument,
  '\n  fragment OpsActionFields on OpsActionResult {\n    applicationId\n    version\n    status\n  }\n':
    types.OpsActionFieldsFragmentDoc,
  '\n  mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {\n    opsRequestInformation(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      codes: $codes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n':
    types.OpsRequestInformationDocument,
  '\n  mutation OpsRecommend(\n    $applicationId: Int!\n    $expectedVersion: Int!\n    $outcome: String!\n    $creditLimit: Int\n    $reasonCodes: [String!]\n    $note: String\n  ) {\n    opsRecommend(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      outcome: $outcome\n      creditLimit: $creditLimit\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n':
    types.OpsRecommendDocument,
  '\n  mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {\n    opsApprove(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      creditLimit: $creditLimit\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n':
    types.OpsApproveDocument,
  '\n  mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {\n    opsDecline(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n':
    types.OpsDeclineDocument,
  '\n  query StaffEnrolment($token: String!) {\n    staffEnrolment(token: $token) {\n      email\n      role\n      totpSecret\n      otpauthUri\n    }\n  }\n':
    types.StaffEnrolmentDocument,
  '\n  mutation EnrolStaff($token: String!, $password: String!, $code: String!) {\n    enrolStaff(token: $token, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n':
    types.EnrolStaffDocument,
  '\n  mutation StaffSignIn($email: String!, $password: String!, $code: String!) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n':
    types.StaffSignInDocument,
  '\n  query CurrentStaff {\n    currentStaff {\n      email\n      role\n    }\n  }\n': types.CurrentStaffDocument,
  '\n  mutation StaffSignOut {\n    staffSignOut\n  }\n': types.StaffSignOutDocument,
  '\n  query OpsAuditEvents($filter: AuditEventFilter, $after: String, $first: Int) {\n    auditEvents(filter: $filter, after: $after, first: $first) {\n      events {\n        id\n        occurredAt\n        actorType\n        actorId\n        actorEmail\n        action\n        subjectType\n        subjectId\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n':
    types.OpsAuditEventsDocument,
  '\n  query OpsChangeRequests($status: String, $page: Int, $pageSize: Int) {\n    opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        codes\n        applicantName\n        submittedAt\n        ageDays\n      }\n      total\n      page\n      pageSize\n    }\n  }\n':
    types.OpsChangeRequestsDocument,
  '\n  fragment OpsChangeRequestView on OpsChangeRequestView {\n    request {\n      id\n      status\n      codes\n      submittedAt\n      closedAt\n      data {\n        fieldName\n        fieldValue\n      }\n      declineReason\n    }\n    applicantName\n    applicantEmail\n    currentName\n    currentAddress\n    currentScraBenefitSince\n    scraRateCap {\n      accountOpenedOn\n      activeDutyStartDate\n      debtPredatesService\n      capApplied\n      appliedAt\n      aprBeforeBps\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n    files {\n      id\n      fileName\n      fileType\n      contentType\n      byteSize\n      version\n      uploadedAt\n    }\n    decidedBy\n    allowedActions\n  }\n':
    types.OpsChangeRequestViewFragmentDoc,
  '\n  query OpsChangeRequest($id: Int!) {\n    opsChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n':
    types.OpsChangeRequestDocument,
  '\n  mutation OpsApproveChangeRequest($id: Int!) {\n    opsApproveChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n':
    types.OpsApproveChangeRequestDocument,
  '\n  mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {\n    opsDeclineChangeRequest(id: $id, reason: $reason) {\n      ...OpsChangeRequestView\n    }\n  }\n':
    types.OpsDeclineChangeRequestDocument,
  '\n  query OpsCreditLimitRequests($status: String, $page: Int, $pageSize: Int) {\n    opsCreditLimitRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        accountId\n        holderName\n        currentLimitCents\n        requestedLimitCents\n        proposedLimitCents\n        approvedLimitCents\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n':
    types.OpsCreditLimitRequestsDocument,
  '\n  fragment OpsCreditLimitView on OpsCreditLimitRequestView {\n    id\n    status\n    version\n    accountId\n    holderName\n    holderEmail\n    annualIncome\n    monthlyHousingCost\n    financialCommitments\n    ageYears\n    aprBps\n    currentLimitCents\n    requestedLimitCents\n    proposedLimitCents\n    maxSupportedLimitCents\n    approvedLimitCents\n    declineReasons\n    staffNote\n    decidedBy\n    decidedAt\n    issuerAppliedAt\n    issuerFailedAt\n    createdAt\n    canDecide\n    declineReasonChoices {\n      code\n      notice\n    }\n  }\n':
    types.OpsCreditLimitViewFragmentDoc,
  '\n  query OpsCreditLimitRequest($id: Int!) {\n    opsCreditLimitRequest(id: $id) {\n      ...OpsCreditLimitView\n    }\n  }\n':
    types.OpsCreditLimitRequestDocument,
  '\n  mutation OpsDecideCreditLimitRequest(\n    $id: Int!\n    $version: Int!\n    $outcome: String!\n    $approvedLimit: Int\n    $reasons: [String!]\n    $note: String\n  ) {\n    opsDecideCreditLimitRequest(\n      id: $id\n      version: $version\n      outcome: $outcome\n      approvedLimit: $approvedLimit\n      reasons: $reasons\n      note: $note\n    ) {\n      ...OpsCreditLimitView\n    }\n  }\n':
    types.OpsDecideCreditLimitRequestDocument,
  '\n  query OpsPaperDelivery($applicationId: Int!) {\n    opsPaperDelivery(applicationId: $applicationId) {\n      consent {\n        state\n        changedAt\n      }\n      emailBounced\n      letters {\n        id\n        kind\n        title\n        status\n        toAddress\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n':
    types.OpsPaperDeliveryDocument,
  '\n  query MyStaffPasskeys {\n    myStaffPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n':
    types.MyStaffPasskeysDocument,
  '\n  mutation StaffPasskeyRegistrationOptions {\n    staffPasskeyRegistrationOptions\n  }\n':
    types.StaffPasskeyRegistrationOptionsDocument,
  '\n  mutation AddStaffPasskey($response: String!, $name: String!) {\n    addStaffPasskey(response: $response, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n':
    types.AddStaffPasskeyDocument,
  '\n  mutation RemoveStaffPasskey($id: ID!) {\n    removeStaffPasskey(id: $id)\n  }\n':
    types.RemoveStaffPasskeyDocument,
  '\n  mutation StaffPasskeySignInOptions {\n    staffPasskeySignInOptions\n  }\n':
    types.StaffPasskeySignInOptionsDocument,
  '\n  mutation StaffPasskeySignIn($response: String!) {\n    staffPasskeySignIn(response: $response) {\n      email\n      role\n    }\n  }\n':
    types.StaffPasskeySignInDocument,
  '\n  query MyStaffSessions {\n    myStaffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n':
    types.MyStaffSessionsDocument,
  '\n  query AllStaffSessions {\n    staffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n':
    types.AllStaffSessionsDocument,
  '\n  mutation StaffSignOutOtherSessions {\n    staffSignOutOtherSessions\n  }\n':
    types.StaffSignOutOtherSessionsDocument,
  '\n  mutation StaffSignOutEverywhere($staffId: ID!) {\n    staffSignOutEverywhere(staffId: $staffId)\n  }\n':
    types.StaffSignOutEverywhereDocument,
  '\n  query OpsDailySummary($day: String) {\n    opsDailySummary(day: $day) {\n      day\n      countedAt\n      counts {\n        applicationsSubmitted\n        approved\n        declined\n        referred\n        informationRequested\n        closedIncomplete\n        changeRequestsOpened\n        changeRequestsDecided\n      }\n      openCases {\n        total\n        overdue\n        dueSoon\n        unassigned\n      }\n      staff {\n        staffId\n        email\n        openClaims\n        actionsTaken\n      }\n    }\n  }\n':
    types.OpsDailySummaryDocument,
  '\n  query OpsWaitlist($status: String, $page: Int, $pageSize: Int) {\n    opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        status\n        joinedAt\n        confirmedAt\n        unsubscribedAt\n      }\n      total\n      page\n      pageSize\n      counts {\n        pending\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n':
    types.OpsWaitlistDocument,
  '\n  fragment AutopayFields on Autopay {\n    amountChoice\n    fixedAmountCents\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    nextPaymentDate\n  }\n':
    types.AutopayFieldsFragmentDoc,
  '\n  query MyAutopay {\n    myAutopay {\n      ...AutopayFields\n    }\n  }\n': types.MyAutopayDocument,
  '\n  mutation SetAutopay($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {\n    setAutopay(bankAccountId: $bankAccountId, amountChoice: $amountChoice, fixedAmountCents: $fixedAmountCents) {\n      ...AutopayFields\n    }\n  }\n':
    types.SetAutopayDocument,
  '\n  mutation TurnOffAutopay {\n    turnOffAutopay\n  }\n': types.TurnOffAutopayDocument,
  '\n  query MyCardNoticePreferences {\n    myCardNoticePreferences {\n      kind\n      enabled\n      required\n    }\n  }\n':
    types.MyCardNoticePreferencesDocument,
  '\n  mutation SetCardNoticePreference($kind: String!, $enabled: Boolean!) {\n    setCardNoticePreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n      required\n    }\n  }\n':
    types.SetCardNoticePreferenceDocument,
  '\n  fragment PaymentBankAccountFields on PaymentBankAccount {\n    id\n    institutionName\n    subtype\n    mask\n    linkedAt\n  }\n':
    types.PaymentBankAccountFieldsFragmentDoc,
  '\n  query MyPaymentBankAccounts {\n    myPaymentBankAccounts {\n      ...PaymentBankAccountFields\n    }\n  }\n':
    types.MyPaymentBankAccountsDocument,
  '\n  mutation CreatePaymentLinkToken {\n    createPaymentLinkToken\n  }\n': types.CreatePaymentLinkTokenDocument,
  '\n  mutation LinkPaymentBankAccount($publicToken: String!, $plaidAccountId: String) {\n    linkPaymentBankAccount(publicToken: $publicToken, plaidAccountId: $plaidAccountId) {\n      ...PaymentBankAccountFields\n    }\n  }\n':
    types.LinkPaymentBankAccountDocument,
  '\n  query MyPaymentOptions {\n    myPaymentOptions {\n      currentBalanceCents\n      statementBalanceCents\n      minimumDueCents\n      statementBalanceRemainingCents\n      dueDate\n      creditDateIfPaidNow\n      latestScheduleDate\n    }\n  }\n':
    types.MyPaymentOptionsDocument,
  '\n  fragment CardPaymentFields on CardPayment {\n    id\n    amountCents\n    amountChoice\n    status\n    creditDate\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    autopay\n    createdAt\n    postedAt\n    returnedAt\n    returnCode\n    returnReason\n  }\n':
    types.CardPaymentFieldsFragmentDoc,
  '\n  query MyPayments($first: Int) {\n    myPayments(first: $first) {\n      ...CardPaymentFields\n    }\n  }\n':
    types.MyPaymentsDocument,
  '\n  mutation MakeCardPayment(\n    $idempotencyKey: String!\n    $bankAccountId: Int!\n    $amountChoice: String!\n    $amountCents: Int\n    $scheduledFor: String\n  ) {\n    makeCardPayment(\n      idempotencyKey: $idempotencyKey\n      bankAccountId: $bankAccountId\n      amountChoice: $amountChoice\n      amountCents: $amountCents\n      scheduledFor: $scheduledFor\n    ) {\n      ...CardPaymentFields\n    }\n  }\n':
    types.MakeCardPaymentDocument,
  '\n  mutation CancelCardPayment($id: Int!) {\n    cancelCardPayment(id: $id) {\n      ...CardPaymentFields\n    }\n  }\n':
    types.CancelCardPaymentDocument,
  '\n  query MyCardBalance {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n  }\n':
    types.MyCardBalanceDocument,
  '\n  fragment StatementFields on CardStatement {\n    id\n    periodStart\n    periodEnd\n    dueDate\n    previousBalanceCents\n    paymentsCents\n    creditsCents\n    purchasesCents\n    feesCents\n    interestCents\n    balanceCents\n    minimumDueCents\n    aprBps\n    cashBackEarnedCents\n    paidOnTime\n    pdfPath\n  }\n':
    types.StatementFieldsFragmentDoc,
  '\n  query MyStatements {\n    myStatements {\n      ...StatementFields\n    }\n  }\n': types.MyStatementsDocument,
  '\n  query MyStatement($id: Int!) {\n    myStatement(id: $id) {\n      ...StatementFields\n    }\n  }\n':
    types.MyStatementDocument,
  '\n  fragment TransactionFields on CardTransaction {\n    id\n    kind\n    status\n    amountCents\n    description\n    postedAt\n    cashBackCents\n  }\n':
    types.TransactionFieldsFragmentDoc,
  '\n  query MyTransactions($search: String, $statementId: Int, $after: String, $first: Int) {\n    myTransactions(search: $search, statementId: $statementId, after: $after, first: $first) {\n      items {\n        ...TransactionFields\n      }\n      nextCursor\n    }\n  }\n':
    types.MyTransactionsDocument,
  '\n  fragment CardAccountFields on CardAccount {\n    card {\n      id\n      status\n      lastFour\n      expiry\n      lockReason\n      activatedAt\n    }\n    creditLimitCents\n    ssnNeeded\n    ssnDeadline\n    ssnLastFour\n    replacement {\n      reason\n      requestedAt\n      replacedLastFour\n      status\n    }\n  }\n':
    types.CardAccountFieldsFragmentDoc,
  '\n  query MyCard {\n    myCard {\n      ...CardAccountFields\n    }\n  }\n': types.MyCardDocument,
  '\n  mutation ActivateCard($lastFour: String!, $expiry: String!) {\n    activateCard(lastFour: $lastFour, expiry: $expiry) {\n      ...CardAccountFields\n    }\n  }\n':
    types.ActivateCardDocument,
  '\n  mutation LockCard {\n    lockCard {\n      ...CardAccountFields\n    }\n  }\n': types.LockCardDocument,
  '\n  mutation UnlockCard {\n    unlockCard {\n      ...CardAccountFields\n    }\n  }\n': types.UnlockCardDocument,
  '\n  mutation ReplaceCard($cardId: Int!, $reason: String!) {\n    replaceCard(cardId: $cardId, reason: $reason) {\n      ...CardAccountFields\n    }\n  }\n':
    types.ReplaceCardDocument,
  '\n  query CardAccountTerms {\n    myCard {\n      status\n      aprBps\n      creditLimitCents\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n':
    types.CardAccountTermsDocument,
  '\n  query CardOverviewDue {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n    myPaymentOptions {\n      currentBalanceCents\n      minimumDueCents\n      statementBalanceCents\n      dueDate\n    }\n    myAutopay {\n      amountChoice\n      fixedAmountCents\n      nextPaymentDate\n    }\n  }\n':
    types.CardOverviewDueDocument,
  '\n  query CardOverviewTransactions($first: Int) {\n    myTransactions(first: $first) {\n      items {\n        id\n        kind\n        status\n        amountCents\n        description\n        postedAt\n      }\n    }\n  }\n':
    types.CardOverviewTransactionsDocument,
  '\n  query CardholderPhone {\n    myPhone {\n      verifiedAt\n    }\n  }\n': types.CardholderPhoneDocument,
  '\n  query CashBackBankAccounts {\n    myPaymentBankAccounts {\n      id\n      institutionName\n      subtype\n      mask\n    }\n  }\n':
    types.CashBackBankAccountsDocument,
  '\n  query CashBackDeposits {\n    myRewards {\n      deposits {\n        id\n        amountCents\n        destination\n        status\n        createdAt\n      }\n    }\n  }\n':
    types.CashBackDepositsDocument,
  '\n  fragment RewardsFields on Rewards {\n    rateBasisPoints\n    baseRateBasisPoints\n    boosts {\n      activatedAt\n      endsAt\n    }\n    capped\n    balanceCents\n    cycleEligibleCents\n    cycleCapCents\n    onTimePayments\n    onTimePaymentsNeeded\n    daysPastDue\n    canRedeem\n    recent {\n      id\n      kind\n      amountCents\n      description\n      createdAt\n    }\n  }\n':
    types.RewardsFieldsFragmentDoc,
  '\n  query MyRewards {\n    myRewards {\n      ...RewardsFields\n    }\n  }\n': types.MyRewardsDocument,
  '\n  mutation RedeemCashBack($requestId: String!, $destination: String, $bankAccountId: Int) {\n    redeemCashBack(requestId: $requestId, destination: $destination, bankAccountId: $bankAccountId) {\n      ...RewardsFields\n    }\n  }\n':
    types.RedeemCashBackDocument,
  '\n  query ScraRateCap {\n    myScraRateCap {\n      status\n      activeDutyStartDate\n      accountOpenedOn\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n  }\n':
    types.ScraRateCapDocument,
  '\n  mutation AddCardholderSsn($ssn: String!) {\n    addCardholderSsn(ssn: $ssn) {\n      ...CardAccountFields\n    }\n  }\n':
    types.AddCardholderSsnDocument,
  '\n  query CardClosingState {\n    myCard {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n':
    types.CardClosingStateDocument,
  '\n  query CardClosingPreview {\n    myCardClosingPreview {\n      balanceOwedCents\n      cashBackCents\n      cashBackForfeitedCents\n      cashBackPayoutBy\n      pendingPayments\n      autopayOn\n    }\n  }\n':
    types.CardClosingPreviewDocument,
  '\n  mutation CloseCardAccount($cashBackBankAccountId: Int) {\n    closeCardAccount(confirm: true, cashBackBankAccountId: $cashBackBankAccountId) {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n':
    types.CloseCardAccountDocument,
  '\n  query CreditLimitState {\n    myCard {\n      status\n      creditLimitCents\n      aprBps\n      card {\n        status\n        lastFour\n      }\n    }\n    myCreditLimitIncreaseRequests {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n':
    types.CreditLimitStateDocument,
  '\n  mutation RequestCreditLimitIncrease($annualIncome: Int!, $monthlyHousingCost: Int!, $requestedLimit: Int) {\n    requestCreditLimitIncrease(\n      annualIncome: $annualIncome\n      monthlyHousingCost: $monthlyHousingCost\n      requestedLimit: $requestedLimit\n    ) {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n':
    types.RequestCreditLimitIncreaseDocument,
  '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    status\n    codes\n    submittedAt\n    createdAt\n    closedAt\n    declineReason\n  }\n':
    types.ChangeRequestFieldsFragmentDoc,
  '\n  fragment ChangeRequestFileFields on ChangeRequestFile {\n    id\n    fileName\n    fileType\n    contentType\n    byteSize\n    version\n    uploadedAt\n  }\n':
    types.ChangeRequestFileFieldsFragmentDoc,
  '\n  query GetChangeRequest($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      changeRequestData {\n        ...ChangeRequestFields\n      }\n      currentAddress\n    }\n  }\n':
    types.GetChangeRequestDocument,
  '\n  query MyChangeRequests {\n    myChangeRequests {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.MyChangeRequestsDocument,
  '\n  query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {\n    getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {\n      proofOfName {\n        ...ChangeRequestFileFields\n      }\n      proofOfAddress {\n        ...ChangeRequestFileFields\n      }\n      proofOfSCRA {\n        ...ChangeRequestFileFields\n      }\n    }\n  }\n':
    types.GetChangeRequestFilesDocument,
  '\n  mutation StartChangeRequest($codes: [String!]!) {\n    startChangeRequest(codes: $codes) {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.StartChangeRequestDocument,
  '\n  mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {\n    submitChangeRequest(id: $id, data: $data) {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.SubmitChangeRequestDocument,
  '\n  mutation CancelChangeRequest($id: Int!) {\n    cancelChangeRequest(id: $id) {\n      ...ChangeRequestFields\n    }\n  }\n':
    types.CancelChangeRequestDocument,
  '\n  mutation RemoveChangeRequestFile($fileId: Int!) {\n    removeFile(fileId: $fileId)\n  }\n':
    types.RemoveChangeRequestFileDocument,
  '\n  mutation SendContactMessage(\n    $name: String!\n    $email: String!\n    $topic: String!\n    $message: String!\n    $recaptchaToken: String\n  ) {\n    sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $recaptchaToken)\n  }\n':
    types.SendContactMessageDocument,
  '\n  fragment CreditCheckFields on CreditCheck {\n    status\n    bureau {\n      name\n      address\n      phone\n      website\n    }\n    canRetry\n    updatedAt\n  }\n':
    types.CreditCheckFieldsFragmentDoc,
  '\n  query GetCreditCheck {\n    getCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n':
    types.GetCreditCheckDocument,
  '\n  mutation RetryCreditCheck {\n    retryCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n':
    types.RetryCreditCheckDocument,
  '\n  mutation Prequalify($input: PrequalificationInput!, $recaptchaToken: String) {\n    prequalify(input: $input, recaptchaToken: $recaptchaToken) {\n      outcome\n      aprLow\n      aprHigh\n      indicativeLimit\n      reasons {\n        code\n        text\n      }\n      identityConfirmationNeeded\n      bureau {\n        name\n        address\n        phone\n        website\n      }\n      answersCarryOver\n      creditReportUsed\n      creditScore {\n        value\n        model\n        rangeLow\n        rangeHigh\n        scoredOn\n        keyFactors\n      }\n    }\n  }\n':
    types.PrequalifyDocument,
  '\n  query MyApplicationProgress {\n    myApplicationProgress {\n      applicationId\n      stage\n      submittedAt\n      informationRequest {\n        deadline\n        requestedAt\n        noticeUrl\n        closingNoticeUrl\n        items {\n          code\n          reason\n          uploadTypes\n          received\n        }\n      }\n      canApplyAgainFrom\n    }\n  }\n':
    types.MyApplicationProgressDocument,
  '\n  query MyDecision {\n    myDecision {\n      outcome\n      creditLimit\n      aprPercent\n      reasons\n      notices {\n        id\n        kind\n        downloadUrl\n        sentAt\n      }\n    }\n  }\n':
    types.MyDecisionDocument,
  '\n  query MyNotices {\n    myNotices {\n      id\n      applicationId\n      kind\n      downloadUrl\n      sentAt\n    }\n  }\n':
    types.MyNoticesDocument,
  '\n  query WixTokenAuth {\n    wixTokenAuth\n  }\n': types.WixTokenAuthDocument,
  '\n  query GetReferrerUser($inviteCode: String!) {\n    getReferrerUser(inviteCode: $inviteCode)\n  }\n':
    types.GetReferrerUserDocument,
  '\n  query MyInviteCode {\n    myInviteCode {\n      code\n      link\n    }\n    myReferrals {\n      joined\n      activated\n      activatedTooLate\n      activatedWhileNotInGoodStanding\n    }\n  }\n':
    types.MyInviteCodeDocument,
  '\n  mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {\n    remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)\n  }\n':
    types.RemindMeEmailDocument,
  '\n  mutation ValidatePreApprovedCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n':
    types.ValidatePreApprovedCodeDocument,
  '\n  query FeatureFlags {\n    featureFlags {\n      key\n      enabled\n      defaultVariant\n      variants {\n        name\n        type\n        value\n      }\n      allocation {\n        variant\n        percent\n      }\n    }\n  }\n':
    types.FeatureFlagsDocument,
  'fragment WizardDraftFields on ApplicationCache {\n  id\n  createdAt\n  specialTreatment\n  stepName\n  inUS\n  dob\n  expectedRelocationDate\n  permanentResident\n  residenceStatusUS\n  residenceStatusUSOther\n  timeInUS\n  ssn\n  identificationNo\n  numberOfDependents\n  sentilinkApproval\n  identityActionsFlagged\n  street\n  street2\n  city\n  state\n  zip\n  foreignStreet\n  foreignCity\n  foreignPostalCode\n  foreignCountry\n  mobilePhone\n  smsConsent\n  employmentStatus\n  employerName\n  employerWebsite\n  jobTitle\n  timeWithEmployer\n  assignedAtClientLocation\n  clientName\n  clientWebsite\n  firstJob\n  prevEmployerName\n  prevEmployerWebsite\n  prevEmployerCountry\n  prevJobTitle\n  timeWithPreviousEmployer\n  income\n  residenceType\n  accommodationCost\n  financialCommitments\n  ATPApproval\n  plaidConnectionStatus\n  employerVerifiedByPlaid\n  plaidExitReason\n  plaidExitReasonOther\n  plaidExitPopupOpenedAt\n  employerVerificationMethod\n  employerVerified\n  employerAddress\n  employerAddress2\n  employerCity\n  employerState\n  employerZipCode\n  shipToHome\n  workEmail\n  workEmailVerificationFlag\n  userEmailIsWorkEmail\n  acceptDisclosures\n  passportUploaded\n  visaIsSupportingDocument\n  visaUploaded\n  supportingDocumentUploaded\n  greenCardUploaded\n  proofOfIncomeUploaded\n  proofOfResidenceUploaded\n  IDDocType\n}':
    types.WizardDraftFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountProfile($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      currentAddress\n      scraBenefitSince\n    }\n  }\n',
): typeof import('./graphql').AccountProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AccountApplicationFields on ApplicationStatus {\n    status\n    submissionDate\n    canApplyAgainFrom\n    startedAt\n    closedAt\n  }\n',
): typeof import('./graphql').AccountApplicationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountApplicationStatus {\n    getApplicationStatus {\n      ...AccountApplicationFields\n    }\n  }\n',
): typeof import('./graphql').AccountApplicationStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AccountCancelApplication {\n    applicationUpdateStatusUser(status: "canceled") {\n      ...AccountApplicationFields\n    }\n  }\n',
): typeof import('./graphql').AccountCancelApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPromoCode {\n    myPromoCode\n  }\n',
): typeof import('./graphql').MyPromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPaperDocuments {\n    myPaperDocuments {\n      consent {\n        state\n        changedAt\n      }\n      mailingAddress\n      emailBounced\n      documents {\n        kind\n        id\n        title\n        date\n      }\n      letters {\n        id\n        title\n        status\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n',
): typeof import('./graphql').MyPaperDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawEsignConsent {\n    withdrawEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n',
): typeof import('./graphql').WithdrawEsignConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GiveEsignConsent {\n    giveEsignConsent {\n      consent {\n        state\n        changedAt\n      }\n    }\n  }\n',
): typeof import('./graphql').GiveEsignConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestPaperCopy($kind: String!, $id: String!, $requestKey: ID!) {\n    requestPaperCopy(kind: $kind, id: $id, requestKey: $requestKey) {\n      id\n      title\n      status\n      expectedDelivery\n      createdAt\n    }\n  }\n',
): typeof import('./graphql').RequestPaperCopyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PendingEmailChange {\n    pendingEmailChange {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n',
): typeof import('./graphql').PendingEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      newEmail\n      requestedAt\n      linkExpiresAt\n    }\n  }\n',
): typeof import('./graphql').RequestEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelEmailChange {\n    cancelEmailChange\n  }\n',
): typeof import('./graphql').CancelEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmEmailChange($hash: String!) {\n    confirmEmailChange(hash: $hash)\n  }\n',
): typeof import('./graphql').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UndoEmailChange($hash: String!) {\n    undoEmailChange(hash: $hash)\n  }\n',
): typeof import('./graphql').UndoEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPasskeys {\n    myPasskeys {\n      passkeyAfterPassword\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n',
): typeof import('./graphql').MyPasskeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n',
): typeof import('./graphql').PasskeyRegistrationOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddPasskey($response: String!, $name: String!) {\n    addPasskey(response: $response, name: $name) {\n      id\n      name\n    }\n  }\n',
): typeof import('./graphql').AddPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n',
): typeof import('./graphql').RemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetPasskeyAfterPassword($on: Boolean!) {\n    setPasskeyAfterPassword(on: $on)\n  }\n',
): typeof import('./graphql').SetPasskeyAfterPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PasskeyStepUpOptions {\n    passkeyStepUpOptions\n  }\n',
): typeof import('./graphql').PasskeyStepUpOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteStepUpWithPasskey($response: String!) {\n    completeStepUpWithPasskey(response: $response) {\n      method\n      validUntil\n    }\n  }\n',
): typeof import('./graphql').CompleteStepUpWithPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPhone {\n    myPhone {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n',
): typeof import('./graphql').MyPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartPhoneVerification($phoneNumber: String!) {\n    startPhoneVerification(phoneNumber: $phoneNumber) {\n      phoneNumber\n      display\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').StartPhoneVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ConfirmPhoneVerification($code: String!) {\n    confirmPhoneVerification(code: $code) {\n      phoneNumber\n      display\n      verifiedAt\n    }\n  }\n',
): typeof import('./graphql').ConfirmPhoneVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MySessions {\n    mySessions {\n      id\n      device\n      country\n      startedAt\n      lastSeenAt\n      current\n    }\n  }\n',
): typeof import('./graphql').MySessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignOutSession($id: ID!) {\n    signOutSession(id: $id)\n  }\n',
): typeof import('./graphql').SignOutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignOutOtherSessions {\n    signOutOtherSessions\n  }\n',
): typeof import('./graphql').SignOutOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StepUpOptions {\n    stepUpOptions {\n      methods\n      windowSeconds\n    }\n  }\n',
): typeof import('./graphql').StepUpOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendStepUpCode($method: String!) {\n    sendStepUpCode(method: $method) {\n      method\n      sentTo\n    }\n  }\n',
): typeof import('./graphql').SendStepUpCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteStepUp($method: String!, $code: String!) {\n    completeStepUp(method: $method, code: $code) {\n      method\n      validUntil\n    }\n  }\n',
): typeof import('./graphql').CompleteStepUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetApplicationCache {\n    getApplicationCache {\n      ...WizardDraftFields\n      stepName\n      status\n      submissionDate\n      version\n      emailVerified\n      relocationReminderScheduledFor\n      canApplyAgainFrom\n      checksToRedo {\n        check\n        step\n        answers\n        redo\n        since\n        documents\n      }\n      checksDone\n    }\n  }\n',
): typeof import('./graphql').GetApplicationCacheDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CalculateATPApproval(\n    $income: Int\n    $accommodationCost: Int\n    $financialCommitments: Int\n    $residenceType: String\n  ) {\n    calculateATPApproval(\n      income: $income\n      accommodationCost: $accommodationCost\n      financialCommitments: $financialCommitments\n      residenceType: $residenceType\n    ) {\n      isApproved\n    }\n  }\n',
): typeof import('./graphql').CalculateAtpApprovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckScore(\n    $applicationId: Int!\n    $createdAt: String\n    $firstName: String\n    $lastName: String\n    $dob: String\n    $ssn: String\n    $street: String\n    $zip: String\n    $city: String\n    $state: String\n  ) {\n    checkScore(\n      applicationId: $applicationId\n      createdAt: $createdAt\n      firstName: $firstName\n      lastName: $lastName\n      dob: $dob\n      ssn: $ssn\n      street: $street\n      zip: $zip\n      city: $city\n      state: $state\n    )\n  }\n',
): typeof import('./graphql').CheckScoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IdentityActionsFlagged {\n    getApplicationCache {\n      identityActionsFlagged\n    }\n  }\n',
): typeof import('./graphql').IdentityActionsFlaggedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetApplicationFiles($applicationId: Int!, $fileType: String!) {\n    getApplicationFiles(applicationId: $applicationId, fileType: $fileType) {\n      id\n      fileName\n      fileType\n      isDocumentExpired\n      isDocumentMismatch\n      isRecognized\n      isValid\n      version\n      expiresOn\n      problems\n      contentType\n      uploadedAt\n    }\n  }\n',
): typeof import('./graphql').GetApplicationFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFile($fileId: Int!, $applicationId: Int) {\n    removeFile(fileId: $fileId, applicationId: $applicationId)\n  }\n',
): typeof import('./graphql').RemoveFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApplicationSave {\n    applicationSave {\n      status\n      submissionDate\n    }\n  }\n',
): typeof import('./graphql').ApplicationSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApplicationSubmit($sessionID: String) {\n    applicationSubmit(sessionID: $sessionID) {\n      status\n      submissionDate\n    }\n  }\n',
): typeof import('./graphql').ApplicationSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ResendVerificationEmail($email: String!) {\n    resendVerificationEmail(email: $email)\n  }\n',
): typeof import('./graphql').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScheduleRelocationReminder {\n    scheduleRelocationReminder {\n      scheduledFor\n      email\n    }\n  }\n',
): typeof import('./graphql').ScheduleRelocationReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApplicationCacheSave($input: DraftChanges!, $expectedVersion: Int) {\n    applicationCacheSave(input: $input, expectedVersion: $expectedVersion) {\n      isSaved\n      stepName\n      version\n    }\n  }\n',
): typeof import('./graphql').ApplicationCacheSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePlaidLinkToken($applicationId: Int) {\n    createPlaidLinkToken(applicationId: $applicationId)\n  }\n',
): typeof import('./graphql').CreatePlaidLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SavePlaidEventsData(\n    $applicationId: Int!\n    $eventName: String!\n    $institutionName: String\n    $linkSessionId: String\n    $exitStatus: String\n    $errorCode: String\n  ) {\n    savePlaidEventsData(\n      applicationId: $applicationId\n      eventName: $eventName\n      institutionName: $institutionName\n      linkSessionId: $linkSessionId\n      exitStatus: $exitStatus\n      errorCode: $errorCode\n    )\n  }\n',
): typeof import('./graphql').SavePlaidEventsDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveUserPlaidInformation($publicToken: String!, $applicationId: Int!) {\n    saveUserPlaidInformation(publicToken: $publicToken, applicationId: $applicationId)\n  }\n',
): typeof import('./graphql').SaveUserPlaidInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EmployerVerifiedByPlaid($applicationId: Int!) {\n    employerVerifiedByPlaid(applicationId: $applicationId)\n  }\n',
): typeof import('./graphql').EmployerVerifiedByPlaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendWorkEmailConfirmation($id: Int!, $email: String!) {\n    sendWorkEmailConfirmation(id: $id, email: $email) {\n      status\n      email\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').SendWorkEmailConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetIdentitySummary {\n    getIdentitySummary {\n      result\n      mainQResult\n      challengeQResult\n      mainAnswersSubmitted\n      challengeAnswersSubmitted\n    }\n  }\n',
): typeof import('./graphql').GetIdentitySummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment IdentityResponseFields on IdentityResponse {\n    transactionId\n    result\n    questions {\n      type\n      prompt\n      answer\n    }\n    message\n  }\n',
): typeof import('./graphql').IdentityResponseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetIdentity {\n    getIdentity {\n      ...IdentityResponseFields\n    }\n  }\n',
): typeof import('./graphql').GetIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitAnswers($transactionId: String!, $questionsType: String!, $answers: [String!]!) {\n    submitAnswers(transactionId: $transactionId, questionsType: $questionsType, answers: $answers) {\n      ...IdentityResponseFields\n    }\n  }\n',
): typeof import('./graphql').SubmitAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckSession {\n    checkSession {\n      sessionIsValid\n    }\n  }\n',
): typeof import('./graphql').CheckSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CheckToken($returnUserData: Boolean) {\n    checkToken(returnUserData: $returnUserData) {\n      id\n      firstName\n      lastName\n      email\n      role\n      inviteCode\n      isCardHolder\n      isSessionValid\n    }\n  }\n',
): typeof import('./graphql').CheckTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EmailVerification($verificationHash: String!) {\n    emailVerification(verificationHash: $verificationHash) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').EmailVerificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ForgotPassword($email: String!, $recaptchaToken: String) {\n    forgotPassword(email: $email, recaptchaToken: $recaptchaToken)\n  }\n',
): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Login($email: String!, $password: String!, $recaptchaToken: String) {\n    login(email: $email, password: $password, recaptchaToken: $recaptchaToken) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: '\n  mutation Logout {\n    logout\n  }\n'): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PasskeySignInOptions {\n    passkeySignInOptions\n  }\n',
): typeof import('./graphql').PasskeySignInOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').SignInWithPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Register(\n    $firstName: String!\n    $middleName: String\n    $lastName: String!\n    $email: String!\n    $password: String!\n    $userSetPassword: Boolean\n    $promoCode: String\n    $recaptchaToken: String\n    $REGISTER_ESIGN_DOC_VER: String!\n    $anonymousID: String\n    $sessionID: String\n  ) {\n    register(\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      email: $email\n      password: $password\n      userSetPassword: $userSetPassword\n      promoCode: $promoCode\n      recaptchaToken: $recaptchaToken\n      REGISTER_ESIGN_DOC_VER: $REGISTER_ESIGN_DOC_VER\n      anonymousID: $anonymousID\n      sessionID: $sessionID\n    ) {\n      ...UserFields\n    }\n  }\n',
): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPassword($newPassword: String!, $hash: String!) {\n    resetPassword(newPassword: $newPassword, hash: $hash)\n  }\n',
): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserFields on User {\n    id\n    firstName\n    lastName\n    email\n    role\n    token\n    inviteCode\n    isCardHolder\n  }\n',
): typeof import('./graphql').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ValidatePromoCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n',
): typeof import('./graphql').ValidatePromoCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyResetHash($hash: String!) {\n    resetPassword(verifyHash: true, hash: $hash)\n  }\n',
): typeof import('./graphql').VerifyResetHashDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsApplication($applicationId: Int!) {\n    opsApplication(applicationId: $applicationId) {\n      applicationId\n      version\n      status\n      track\n      applicantName\n      accountEmail\n      submittedAt\n      regBDeadline\n      daysLeft\n      clockKind\n      clockState\n      ssnMasked\n      answerGroups {\n        title\n        answers {\n          field\n          label\n          value\n        }\n      }\n      documents {\n        id\n        uploadedAt\n        version\n        isCurrent\n        downloadUrl\n        fileName\n        fileType\n        contentType\n        isRecognized\n        isValid\n        isDocumentExpired\n        isDocumentMismatch\n      }\n      checks {\n        name\n        result\n        detail\n      }\n      creditCheck {\n        status\n        bureauName\n        score\n        scoreModel\n        keyFactors\n        tradelines\n        delinquencies\n        publicRecords\n        inquiriesLast6Months\n        fraudAlert\n      }\n      suggestion {\n        ...OpsDecisionFields\n      }\n      decisions {\n        ...OpsDecisionFields\n      }\n      informationRequested\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n      recommendations {\n        id\n        outcome\n        creditLimit\n        reasonDetails {\n          code\n          text\n        }\n        note\n        staffEmail\n        createdAt\n      }\n      informationRequest {\n        id\n        items {\n          code\n          text\n        }\n        note\n        staffEmail\n        requestedAt\n        deadline\n        outstandingCodes\n        remindersSent\n        closedIncompleteAt\n        letters {\n          id\n          kind\n          sentAt\n          downloadUrl\n        }\n      }\n      allowedActions\n      finalActionRefusal\n      timeline {\n        id\n        at\n        kind\n        title\n        detail\n        actor\n        fileUrl\n        fileLabel\n      }\n      timelineTruncated\n    }\n  }\n\n  fragment OpsDecisionFields on OpsDecision {\n    id\n    decidedAt\n    outcome\n    source\n    actor\n    policyVersion\n    reasons\n    reasonDetails {\n      code\n      text\n    }\n    creditLimit\n    trigger\n  }\n',
): typeof import('./graphql').OpsApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsRevealSsn($applicationId: Int!) {\n    opsRevealSsn(applicationId: $applicationId)\n  }\n',
): typeof import('./graphql').OpsRevealSsnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsCases($filter: OpsCaseFilter, $page: Int, $pageSize: Int) {\n    opsCases(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        applicationId\n        applicantName\n        accountEmail\n        track\n        caseStatus\n        submittedAt\n        closedAt\n        regBDeadline\n        daysLeft\n        clockKind\n        clockState\n        suggestion\n        suggestionReasons {\n          code\n          text\n        }\n        finalDecision\n        finalReasons {\n          code\n          text\n        }\n        assignee {\n          ...OpsCaseAssigneeFields\n        }\n      }\n      total\n      page\n      pageSize\n      changeRequest {\n        id\n        status\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsCasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OpsCaseAssigneeFields on OpsCaseAssignee {\n    staffId\n    email\n    claimedAt\n    isMe\n    canRelease\n  }\n',
): typeof import('./graphql').OpsCaseAssigneeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsClaimCase($applicationId: Int!) {\n    opsClaimCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsClaimCaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsReleaseCase($applicationId: Int!) {\n    opsReleaseCase(applicationId: $applicationId) {\n      applicationId\n      assignee {\n        ...OpsCaseAssigneeFields\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsReleaseCaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OpsActionFields on OpsActionResult {\n    applicationId\n    version\n    status\n  }\n',
): typeof import('./graphql').OpsActionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsRequestInformation($applicationId: Int!, $expectedVersion: Int!, $codes: [String!]!, $note: String) {\n    opsRequestInformation(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      codes: $codes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n',
): typeof import('./graphql').OpsRequestInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsRecommend(\n    $applicationId: Int!\n    $expectedVersion: Int!\n    $outcome: String!\n    $creditLimit: Int\n    $reasonCodes: [String!]\n    $note: String\n  ) {\n    opsRecommend(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      outcome: $outcome\n      creditLimit: $creditLimit\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n',
): typeof import('./graphql').OpsRecommendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsApprove($applicationId: Int!, $expectedVersion: Int!, $creditLimit: Int!, $note: String) {\n    opsApprove(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      creditLimit: $creditLimit\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n',
): typeof import('./graphql').OpsApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsDecline($applicationId: Int!, $expectedVersion: Int!, $reasonCodes: [String!]!, $note: String) {\n    opsDecline(\n      applicationId: $applicationId\n      expectedVersion: $expectedVersion\n      reasonCodes: $reasonCodes\n      note: $note\n    ) {\n      ...OpsActionFields\n    }\n  }\n',
): typeof import('./graphql').OpsDeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StaffEnrolment($token: String!) {\n    staffEnrolment(token: $token) {\n      email\n      role\n      totpSecret\n      otpauthUri\n    }\n  }\n',
): typeof import('./graphql').StaffEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EnrolStaff($token: String!, $password: String!, $code: String!) {\n    enrolStaff(token: $token, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n',
): typeof import('./graphql').EnrolStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffSignIn($email: String!, $password: String!, $code: String!) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      email\n      role\n    }\n  }\n',
): typeof import('./graphql').StaffSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentStaff {\n    currentStaff {\n      email\n      role\n    }\n  }\n',
): typeof import('./graphql').CurrentStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffSignOut {\n    staffSignOut\n  }\n',
): typeof import('./graphql').StaffSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsAuditEvents($filter: AuditEventFilter, $after: String, $first: Int) {\n    auditEvents(filter: $filter, after: $after, first: $first) {\n      events {\n        id\n        occurredAt\n        actorType\n        actorId\n        actorEmail\n        action\n        subjectType\n        subjectId\n        ip\n        before\n        after\n      }\n      nextCursor\n    }\n  }\n',
): typeof import('./graphql').OpsAuditEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsChangeRequests($status: String, $page: Int, $pageSize: Int) {\n    opsChangeRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        codes\n        applicantName\n        submittedAt\n        ageDays\n      }\n      total\n      page\n      pageSize\n    }\n  }\n',
): typeof import('./graphql').OpsChangeRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OpsChangeRequestView on OpsChangeRequestView {\n    request {\n      id\n      status\n      codes\n      submittedAt\n      closedAt\n      data {\n        fieldName\n        fieldValue\n      }\n      declineReason\n    }\n    applicantName\n    applicantEmail\n    currentName\n    currentAddress\n    currentScraBenefitSince\n    scraRateCap {\n      accountOpenedOn\n      activeDutyStartDate\n      debtPredatesService\n      capApplied\n      appliedAt\n      aprBeforeBps\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n    files {\n      id\n      fileName\n      fileType\n      contentType\n      byteSize\n      version\n      uploadedAt\n    }\n    decidedBy\n    allowedActions\n  }\n',
): typeof import('./graphql').OpsChangeRequestViewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsChangeRequest($id: Int!) {\n    opsChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n',
): typeof import('./graphql').OpsChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsApproveChangeRequest($id: Int!) {\n    opsApproveChangeRequest(id: $id) {\n      ...OpsChangeRequestView\n    }\n  }\n',
): typeof import('./graphql').OpsApproveChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsDeclineChangeRequest($id: Int!, $reason: String!) {\n    opsDeclineChangeRequest(id: $id, reason: $reason) {\n      ...OpsChangeRequestView\n    }\n  }\n',
): typeof import('./graphql').OpsDeclineChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsCreditLimitRequests($status: String, $page: Int, $pageSize: Int) {\n    opsCreditLimitRequests(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        status\n        accountId\n        holderName\n        currentLimitCents\n        requestedLimitCents\n        proposedLimitCents\n        approvedLimitCents\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n',
): typeof import('./graphql').OpsCreditLimitRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OpsCreditLimitView on OpsCreditLimitRequestView {\n    id\n    status\n    version\n    accountId\n    holderName\n    holderEmail\n    annualIncome\n    monthlyHousingCost\n    financialCommitments\n    ageYears\n    aprBps\n    currentLimitCents\n    requestedLimitCents\n    proposedLimitCents\n    maxSupportedLimitCents\n    approvedLimitCents\n    declineReasons\n    staffNote\n    decidedBy\n    decidedAt\n    issuerAppliedAt\n    issuerFailedAt\n    createdAt\n    canDecide\n    declineReasonChoices {\n      code\n      notice\n    }\n  }\n',
): typeof import('./graphql').OpsCreditLimitViewFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsCreditLimitRequest($id: Int!) {\n    opsCreditLimitRequest(id: $id) {\n      ...OpsCreditLimitView\n    }\n  }\n',
): typeof import('./graphql').OpsCreditLimitRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation OpsDecideCreditLimitRequest(\n    $id: Int!\n    $version: Int!\n    $outcome: String!\n    $approvedLimit: Int\n    $reasons: [String!]\n    $note: String\n  ) {\n    opsDecideCreditLimitRequest(\n      id: $id\n      version: $version\n      outcome: $outcome\n      approvedLimit: $approvedLimit\n      reasons: $reasons\n      note: $note\n    ) {\n      ...OpsCreditLimitView\n    }\n  }\n',
): typeof import('./graphql').OpsDecideCreditLimitRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsPaperDelivery($applicationId: Int!) {\n    opsPaperDelivery(applicationId: $applicationId) {\n      consent {\n        state\n        changedAt\n      }\n      emailBounced\n      letters {\n        id\n        kind\n        title\n        status\n        toAddress\n        expectedDelivery\n        createdAt\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsPaperDeliveryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStaffPasskeys {\n    myStaffPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n',
): typeof import('./graphql').MyStaffPasskeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffPasskeyRegistrationOptions {\n    staffPasskeyRegistrationOptions\n  }\n',
): typeof import('./graphql').StaffPasskeyRegistrationOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddStaffPasskey($response: String!, $name: String!) {\n    addStaffPasskey(response: $response, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n',
): typeof import('./graphql').AddStaffPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveStaffPasskey($id: ID!) {\n    removeStaffPasskey(id: $id)\n  }\n',
): typeof import('./graphql').RemoveStaffPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffPasskeySignInOptions {\n    staffPasskeySignInOptions\n  }\n',
): typeof import('./graphql').StaffPasskeySignInOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffPasskeySignIn($response: String!) {\n    staffPasskeySignIn(response: $response) {\n      email\n      role\n    }\n  }\n',
): typeof import('./graphql').StaffPasskeySignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStaffSessions {\n    myStaffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n',
): typeof import('./graphql').MyStaffSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AllStaffSessions {\n    staffSessions {\n      id\n      staffId\n      staffEmail\n      staffRole\n      startedAt\n      lastSeenAt\n      ip\n      device\n      current\n    }\n  }\n',
): typeof import('./graphql').AllStaffSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffSignOutOtherSessions {\n    staffSignOutOtherSessions\n  }\n',
): typeof import('./graphql').StaffSignOutOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StaffSignOutEverywhere($staffId: ID!) {\n    staffSignOutEverywhere(staffId: $staffId)\n  }\n',
): typeof import('./graphql').StaffSignOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsDailySummary($day: String) {\n    opsDailySummary(day: $day) {\n      day\n      countedAt\n      counts {\n        applicationsSubmitted\n        approved\n        declined\n        referred\n        informationRequested\n        closedIncomplete\n        changeRequestsOpened\n        changeRequestsDecided\n      }\n      openCases {\n        total\n        overdue\n        dueSoon\n        unassigned\n      }\n      staff {\n        staffId\n        email\n        openClaims\n        actionsTaken\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsDailySummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpsWaitlist($status: String, $page: Int, $pageSize: Int) {\n    opsWaitlist(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        email\n        status\n        joinedAt\n        confirmedAt\n        unsubscribedAt\n      }\n      total\n      page\n      pageSize\n      counts {\n        pending\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n',
): typeof import('./graphql').OpsWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AutopayFields on Autopay {\n    amountChoice\n    fixedAmountCents\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    nextPaymentDate\n  }\n',
): typeof import('./graphql').AutopayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAutopay {\n    myAutopay {\n      ...AutopayFields\n    }\n  }\n',
): typeof import('./graphql').MyAutopayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAutopay($bankAccountId: Int!, $amountChoice: String!, $fixedAmountCents: Int) {\n    setAutopay(bankAccountId: $bankAccountId, amountChoice: $amountChoice, fixedAmountCents: $fixedAmountCents) {\n      ...AutopayFields\n    }\n  }\n',
): typeof import('./graphql').SetAutopayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TurnOffAutopay {\n    turnOffAutopay\n  }\n',
): typeof import('./graphql').TurnOffAutopayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyCardNoticePreferences {\n    myCardNoticePreferences {\n      kind\n      enabled\n      required\n    }\n  }\n',
): typeof import('./graphql').MyCardNoticePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetCardNoticePreference($kind: String!, $enabled: Boolean!) {\n    setCardNoticePreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n      required\n    }\n  }\n',
): typeof import('./graphql').SetCardNoticePreferenceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PaymentBankAccountFields on PaymentBankAccount {\n    id\n    institutionName\n    subtype\n    mask\n    linkedAt\n  }\n',
): typeof import('./graphql').PaymentBankAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPaymentBankAccounts {\n    myPaymentBankAccounts {\n      ...PaymentBankAccountFields\n    }\n  }\n',
): typeof import('./graphql').MyPaymentBankAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePaymentLinkToken {\n    createPaymentLinkToken\n  }\n',
): typeof import('./graphql').CreatePaymentLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LinkPaymentBankAccount($publicToken: String!, $plaidAccountId: String) {\n    linkPaymentBankAccount(publicToken: $publicToken, plaidAccountId: $plaidAccountId) {\n      ...PaymentBankAccountFields\n    }\n  }\n',
): typeof import('./graphql').LinkPaymentBankAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPaymentOptions {\n    myPaymentOptions {\n      currentBalanceCents\n      statementBalanceCents\n      minimumDueCents\n      statementBalanceRemainingCents\n      dueDate\n      creditDateIfPaidNow\n      latestScheduleDate\n    }\n  }\n',
): typeof import('./graphql').MyPaymentOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CardPaymentFields on CardPayment {\n    id\n    amountCents\n    amountChoice\n    status\n    creditDate\n    bankAccount {\n      ...PaymentBankAccountFields\n    }\n    autopay\n    createdAt\n    postedAt\n    returnedAt\n    returnCode\n    returnReason\n  }\n',
): typeof import('./graphql').CardPaymentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyPayments($first: Int) {\n    myPayments(first: $first) {\n      ...CardPaymentFields\n    }\n  }\n',
): typeof import('./graphql').MyPaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeCardPayment(\n    $idempotencyKey: String!\n    $bankAccountId: Int!\n    $amountChoice: String!\n    $amountCents: Int\n    $scheduledFor: String\n  ) {\n    makeCardPayment(\n      idempotencyKey: $idempotencyKey\n      bankAccountId: $bankAccountId\n      amountChoice: $amountChoice\n      amountCents: $amountCents\n      scheduledFor: $scheduledFor\n    ) {\n      ...CardPaymentFields\n    }\n  }\n',
): typeof import('./graphql').MakeCardPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelCardPayment($id: Int!) {\n    cancelCardPayment(id: $id) {\n      ...CardPaymentFields\n    }\n  }\n',
): typeof import('./graphql').CancelCardPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyCardBalance {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n  }\n',
): typeof import('./graphql').MyCardBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StatementFields on CardStatement {\n    id\n    periodStart\n    periodEnd\n    dueDate\n    previousBalanceCents\n    paymentsCents\n    creditsCents\n    purchasesCents\n    feesCents\n    interestCents\n    balanceCents\n    minimumDueCents\n    aprBps\n    cashBackEarnedCents\n    paidOnTime\n    pdfPath\n  }\n',
): typeof import('./graphql').StatementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStatements {\n    myStatements {\n      ...StatementFields\n    }\n  }\n',
): typeof import('./graphql').MyStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyStatement($id: Int!) {\n    myStatement(id: $id) {\n      ...StatementFields\n    }\n  }\n',
): typeof import('./graphql').MyStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TransactionFields on CardTransaction {\n    id\n    kind\n    status\n    amountCents\n    description\n    postedAt\n    cashBackCents\n  }\n',
): typeof import('./graphql').TransactionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyTransactions($search: String, $statementId: Int, $after: String, $first: Int) {\n    myTransactions(search: $search, statementId: $statementId, after: $after, first: $first) {\n      items {\n        ...TransactionFields\n      }\n      nextCursor\n    }\n  }\n',
): typeof import('./graphql').MyTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CardAccountFields on CardAccount {\n    card {\n      id\n      status\n      lastFour\n      expiry\n      lockReason\n      activatedAt\n    }\n    creditLimitCents\n    ssnNeeded\n    ssnDeadline\n    ssnLastFour\n    replacement {\n      reason\n      requestedAt\n      replacedLastFour\n      status\n    }\n  }\n',
): typeof import('./graphql').CardAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyCard {\n    myCard {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').MyCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ActivateCard($lastFour: String!, $expiry: String!) {\n    activateCard(lastFour: $lastFour, expiry: $expiry) {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').ActivateCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LockCard {\n    lockCard {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').LockCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnlockCard {\n    unlockCard {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').UnlockCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReplaceCard($cardId: Int!, $reason: String!) {\n    replaceCard(cardId: $cardId, reason: $reason) {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').ReplaceCardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardAccountTerms {\n    myCard {\n      status\n      aprBps\n      creditLimitCents\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n',
): typeof import('./graphql').CardAccountTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardOverviewDue {\n    myCardBalance {\n      currentBalanceCents\n      availableCreditCents\n      creditLimitCents\n    }\n    myPaymentOptions {\n      currentBalanceCents\n      minimumDueCents\n      statementBalanceCents\n      dueDate\n    }\n    myAutopay {\n      amountChoice\n      fixedAmountCents\n      nextPaymentDate\n    }\n  }\n',
): typeof import('./graphql').CardOverviewDueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardOverviewTransactions($first: Int) {\n    myTransactions(first: $first) {\n      items {\n        id\n        kind\n        status\n        amountCents\n        description\n        postedAt\n      }\n    }\n  }\n',
): typeof import('./graphql').CardOverviewTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardholderPhone {\n    myPhone {\n      verifiedAt\n    }\n  }\n',
): typeof import('./graphql').CardholderPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CashBackBankAccounts {\n    myPaymentBankAccounts {\n      id\n      institutionName\n      subtype\n      mask\n    }\n  }\n',
): typeof import('./graphql').CashBackBankAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CashBackDeposits {\n    myRewards {\n      deposits {\n        id\n        amountCents\n        destination\n        status\n        createdAt\n      }\n    }\n  }\n',
): typeof import('./graphql').CashBackDepositsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RewardsFields on Rewards {\n    rateBasisPoints\n    baseRateBasisPoints\n    boosts {\n      activatedAt\n      endsAt\n    }\n    capped\n    balanceCents\n    cycleEligibleCents\n    cycleCapCents\n    onTimePayments\n    onTimePaymentsNeeded\n    daysPastDue\n    canRedeem\n    recent {\n      id\n      kind\n      amountCents\n      description\n      createdAt\n    }\n  }\n',
): typeof import('./graphql').RewardsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyRewards {\n    myRewards {\n      ...RewardsFields\n    }\n  }\n',
): typeof import('./graphql').MyRewardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedeemCashBack($requestId: String!, $destination: String, $bankAccountId: Int) {\n    redeemCashBack(requestId: $requestId, destination: $destination, bankAccountId: $bankAccountId) {\n      ...RewardsFields\n    }\n  }\n',
): typeof import('./graphql').RedeemCashBackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ScraRateCap {\n    myScraRateCap {\n      status\n      activeDutyStartDate\n      accountOpenedOn\n      cappedAprBps\n      effectiveFrom\n      creditedCents\n    }\n  }\n',
): typeof import('./graphql').ScraRateCapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddCardholderSsn($ssn: String!) {\n    addCardholderSsn(ssn: $ssn) {\n      ...CardAccountFields\n    }\n  }\n',
): typeof import('./graphql').AddCardholderSsnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardClosingState {\n    myCard {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n',
): typeof import('./graphql').CardClosingStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CardClosingPreview {\n    myCardClosingPreview {\n      balanceOwedCents\n      cashBackCents\n      cashBackForfeitedCents\n      cashBackPayoutBy\n      pendingPayments\n      autopayOn\n    }\n  }\n',
): typeof import('./graphql').CardClosingPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CloseCardAccount($cashBackBankAccountId: Int) {\n    closeCardAccount(confirm: true, cashBackBankAccountId: $cashBackBankAccountId) {\n      status\n      card {\n        lastFour\n      }\n      closure {\n        closedAt\n        balanceOwedCents\n        cashBackPayoutCents\n        cashBackForfeitedCents\n        cashBackPayoutTo\n        cashBackPayoutBy\n        cashBackPayoutStatus\n      }\n    }\n  }\n',
): typeof import('./graphql').CloseCardAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreditLimitState {\n    myCard {\n      status\n      creditLimitCents\n      aprBps\n      card {\n        status\n        lastFour\n      }\n    }\n    myCreditLimitIncreaseRequests {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n',
): typeof import('./graphql').CreditLimitStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestCreditLimitIncrease($annualIncome: Int!, $monthlyHousingCost: Int!, $requestedLimit: Int) {\n    requestCreditLimitIncrease(\n      annualIncome: $annualIncome\n      monthlyHousingCost: $monthlyHousingCost\n      requestedLimit: $requestedLimit\n    ) {\n      id\n      status\n      currentLimitCents\n      requestedLimitCents\n      approvedLimitCents\n      declineReasons\n      createdAt\n      decidedAt\n    }\n  }\n',
): typeof import('./graphql').RequestCreditLimitIncreaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChangeRequestFields on ChangeRequest {\n    id\n    status\n    codes\n    submittedAt\n    createdAt\n    closedAt\n    declineReason\n  }\n',
): typeof import('./graphql').ChangeRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChangeRequestFileFields on ChangeRequestFile {\n    id\n    fileName\n    fileType\n    contentType\n    byteSize\n    version\n    uploadedAt\n  }\n',
): typeof import('./graphql').ChangeRequestFileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetChangeRequest($uuid: String!) {\n    getChangeRequest(uuid: $uuid) {\n      changeRequestData {\n        ...ChangeRequestFields\n      }\n      currentAddress\n    }\n  }\n',
): typeof import('./graphql').GetChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyChangeRequests {\n    myChangeRequests {\n      ...ChangeRequestFields\n    }\n  }\n',
): typeof import('./graphql').MyChangeRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetChangeRequestFiles($uuid: String!, $changeRequestId: Int!) {\n    getFiles(uuid: $uuid, changeRequestId: $changeRequestId) {\n      proofOfName {\n        ...ChangeRequestFileFields\n      }\n      proofOfAddress {\n        ...ChangeRequestFileFields\n      }\n      proofOfSCRA {\n        ...ChangeRequestFileFields\n      }\n    }\n  }\n',
): typeof import('./graphql').GetChangeRequestFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartChangeRequest($codes: [String!]!) {\n    startChangeRequest(codes: $codes) {\n      ...ChangeRequestFields\n    }\n  }\n',
): typeof import('./graphql').StartChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitChangeRequest($id: Int!, $data: [ChangeRequestFieldInput!]!) {\n    submitChangeRequest(id: $id, data: $data) {\n      ...ChangeRequestFields\n    }\n  }\n',
): typeof import('./graphql').SubmitChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelChangeRequest($id: Int!) {\n    cancelChangeRequest(id: $id) {\n      ...ChangeRequestFields\n    }\n  }\n',
): typeof import('./graphql').CancelChangeRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveChangeRequestFile($fileId: Int!) {\n    removeFile(fileId: $fileId)\n  }\n',
): typeof import('./graphql').RemoveChangeRequestFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendContactMessage(\n    $name: String!\n    $email: String!\n    $topic: String!\n    $message: String!\n    $recaptchaToken: String\n  ) {\n    sendContactMessage(name: $name, email: $email, topic: $topic, message: $message, recaptchaToken: $recaptchaToken)\n  }\n',
): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CreditCheckFields on CreditCheck {\n    status\n    bureau {\n      name\n      address\n      phone\n      website\n    }\n    canRetry\n    updatedAt\n  }\n',
): typeof import('./graphql').CreditCheckFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetCreditCheck {\n    getCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n',
): typeof import('./graphql').GetCreditCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RetryCreditCheck {\n    retryCreditCheck {\n      ...CreditCheckFields\n    }\n  }\n',
): typeof import('./graphql').RetryCreditCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Prequalify($input: PrequalificationInput!, $recaptchaToken: String) {\n    prequalify(input: $input, recaptchaToken: $recaptchaToken) {\n      outcome\n      aprLow\n      aprHigh\n      indicativeLimit\n      reasons {\n        code\n        text\n      }\n      identityConfirmationNeeded\n      bureau {\n        name\n        address\n        phone\n        website\n      }\n      answersCarryOver\n      creditReportUsed\n      creditScore {\n        value\n        model\n        rangeLow\n        rangeHigh\n        scoredOn\n        keyFactors\n      }\n    }\n  }\n',
): typeof import('./graphql').PrequalifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyApplicationProgress {\n    myApplicationProgress {\n      applicationId\n      stage\n      submittedAt\n      informationRequest {\n        deadline\n        requestedAt\n        noticeUrl\n        closingNoticeUrl\n        items {\n          code\n          reason\n          uploadTypes\n          received\n        }\n      }\n      canApplyAgainFrom\n    }\n  }\n',
): typeof import('./graphql').MyApplicationProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyDecision {\n    myDecision {\n      outcome\n      creditLimit\n      aprPercent\n      reasons\n      notices {\n        id\n        kind\n        downloadUrl\n        sentAt\n      }\n    }\n  }\n',
): typeof import('./graphql').MyDecisionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyNotices {\n    myNotices {\n      id\n      applicationId\n      kind\n      downloadUrl\n      sentAt\n    }\n  }\n',
): typeof import('./graphql').MyNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WixTokenAuth {\n    wixTokenAuth\n  }\n',
): typeof import('./graphql').WixTokenAuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetReferrerUser($inviteCode: String!) {\n    getReferrerUser(inviteCode: $inviteCode)\n  }\n',
): typeof import('./graphql').GetReferrerUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyInviteCode {\n    myInviteCode {\n      code\n      link\n    }\n    myReferrals {\n      joined\n      activated\n      activatedTooLate\n      activatedWhileNotInGoodStanding\n    }\n  }\n',
): typeof import('./graphql').MyInviteCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemindMeEmail($email: String!, $referrerName: String, $inviteCode: String!, $version: String!) {\n    remindMeEmail(email: $email, referrerName: $referrerName, inviteCode: $inviteCode, version: $version)\n  }\n',
): typeof import('./graphql').RemindMeEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ValidatePreApprovedCode($inviteCode: String!) {\n    validatePreApprovedCode(inviteCode: $inviteCode)\n  }\n',
): typeof import('./graphql').ValidatePreApprovedCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FeatureFlags {\n    featureFlags {\n      key\n      enabled\n      defaultVariant\n      variants {\n        name\n        type\n        value\n      }\n      allocation {\n        variant\n        percent\n      }\n    }\n  }\n',
): typeof import('./graphql').FeatureFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WizardDraftFields on ApplicationCache {\n  id\n  createdAt\n  specialTreatment\n  stepName\n  inUS\n  dob\n  expectedRelocationDate\n  permanentResident\n  residenceStatusUS\n  residenceStatusUSOther\n  timeInUS\n  ssn\n  identificationNo\n  numberOfDependents\n  sentilinkApproval\n  identityActionsFlagged\n  street\n  street2\n  city\n  state\n  zip\n  foreignStreet\n  foreignCity\n  foreignPostalCode\n  foreignCountry\n  mobilePhone\n  smsConsent\n  employmentStatus\n  employerName\n  employerWebsite\n  jobTitle\n  timeWithEmployer\n  assignedAtClientLocation\n  clientName\n  clientWebsite\n  firstJob\n  prevEmployerName\n  prevEmployerWebsite\n  prevEmployerCountry\n  prevJobTitle\n  timeWithPreviousEmployer\n  income\n  residenceType\n  accommodationCost\n  financialCommitments\n  ATPApproval\n  plaidConnectionStatus\n  employerVerifiedByPlaid\n  plaidExitReason\n  plaidExitReasonOther\n  plaidExitPopupOpenedAt\n  employerVerificationMethod\n  employerVerified\n  employerAddress\n  employerAddress2\n  employerCity\n  employerState\n  employerZipCode\n  shipToHome\n  workEmail\n  workEmailVerificationFlag\n  userEmailIsWorkEmail\n  acceptDisclosures\n  passportUploaded\n  visaIsSupportingDocument\n  visaUploaded\n  supportingDocumentUploaded\n  greenCardUploaded\n  proofOfIncomeUploaded\n  proofOfResidenceUploaded\n  IDDocType\n}',
): typeof import('./graphql').WizardDraftFieldsFragmentDoc;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
