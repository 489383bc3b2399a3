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
    "\n  fragment AlertView_alert on OfficialAlert {\n    identifier\n    sent\n    msgType {\n      value\n      label\n    }\n    event\n    headline\n    description\n    instruction\n    urgency {\n      label\n    }\n    severity {\n      value\n      label\n    }\n    certainty {\n      label\n    }\n    onset\n    expires\n    areaDesc\n    beaches {\n      id\n      title\n    }\n    references\n  }\n": typeof types.AlertView_AlertFragmentDoc,
    "\n  mutation DeleteAppealDraftMutation($requestId: ID!) {\n    deleteAppealDraft(requestId: $requestId)\n  }\n": typeof types.DeleteAppealDraftMutationDocument,
    "\n  query AppealTopicsQuery {\n    appealTopics {\n      id\n      name\n      personal\n    }\n  }\n": typeof types.AppealTopicsQueryDocument,
    "\n  mutation GiveAppealVerdictMutation($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {\n    giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) {\n      number\n      verdict\n      status\n      statusLabel\n    }\n  }\n": typeof types.GiveAppealVerdictMutationDocument,
    "\n  query NearbyAppealsQuery($topicId: ID!, $lat: Float!, $lon: Float!) {\n    nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) {\n      number\n      text\n      statusLabel\n      address\n      supporters\n      distanceM\n      href\n    }\n  }\n": typeof types.NearbyAppealsQueryDocument,
    "\n  fragment PublicAppealCard_appeal on PublicAppeal {\n    number\n    topic {\n      id\n      name\n    }\n    text\n    status\n    statusLabel\n    closed\n    address\n    location {\n      lat\n      lon\n    }\n    createdAt\n  }\n": typeof types.PublicAppealCard_AppealFragmentDoc,
    "\n  fragment PublicAppealView_appeal on PublicAppeal {\n    ...PublicAppealCard_appeal\n    photos {\n      id\n      url\n    }\n    answerPhotos {\n      id\n      url\n    }\n    scheduledFor\n    referredTo\n    duplicateOf {\n      number\n    }\n    history {\n      status\n      statusLabel\n      at\n      note\n      scheduledFor\n      referredTo\n      duplicateOf {\n        number\n      }\n    }\n    expectedDatetime\n    updatedAt\n    supporters\n  }\n": typeof types.PublicAppealView_AppealFragmentDoc,
    "\n  mutation FollowAppealMutation($number: String!) {\n    followAppeal(number: $number) {\n      number\n      supporters\n    }\n  }\n": typeof types.FollowAppealMutationDocument,
    "\n  mutation UnfollowAppealMutation($number: String!) {\n    unfollowAppeal(number: $number) {\n      number\n    }\n  }\n": typeof types.UnfollowAppealMutationDocument,
    "\n  mutation SaveAppealDraftMutation($input: AppealDraftInput!) {\n    saveAppealDraft(input: $input) {\n      requestId\n      updatedAt\n    }\n  }\n": typeof types.SaveAppealDraftMutationDocument,
    "\n  mutation CreateAppealMutation($input: AppealInput!) {\n    createAppeal(input: $input) {\n      id\n      number\n    }\n  }\n": typeof types.CreateAppealMutationDocument,
    "\n  query DescribePointQuery($point: GeoPointInput!) {\n    describePoint(point: $point) {\n      text\n    }\n  }\n": typeof types.DescribePointQueryDocument,
    "\n  mutation LoginByCodeMutation($phone: String!, $code: String!, $consent: Boolean) {\n    loginByCode(phone: $phone, code: $code, consent: $consent) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.LoginByCodeMutationDocument,
    "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n": typeof types.RequestPasswordRecoveryMutationDocument,
    "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n": typeof types.SendCodeMutationDocument,
    "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n": typeof types.SetPasswordMutationDocument,
    "\n  query BookingSessionsQuery($kind: BookableKind!, $slug: String!) {\n    bookingSessions(kind: $kind, slug: $slug) {\n      id\n      startsAt\n      seatsTotal\n      seatsLeft\n      price\n    }\n  }\n": typeof types.BookingSessionsQueryDocument,
    "\n  fragment BookingView_booking on Booking {\n    id\n    number\n    status\n    statusLabel\n    quantity\n    total\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    item {\n      kind\n      slug\n      title\n      venueOrMeetingPoint\n      location {\n        lat\n        lon\n      }\n    }\n    payment {\n      provider\n      expiresAt\n      confirmationUrl\n    }\n    ticket {\n      reference\n      code\n    }\n    cancelUntil\n    createdAt\n  }\n": typeof types.BookingView_BookingFragmentDoc,
    "\n  mutation CancelBookingMutation($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": typeof types.CancelBookingMutationDocument,
    "\n  mutation CreateBookingMutation($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingView_booking\n    }\n  }\n": typeof types.CreateBookingMutationDocument,
    "\n  mutation PayBookingMutation($id: ID!) {\n    payBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": typeof types.PayBookingMutationDocument,
    "\n  fragment CarItem_car on Car {\n    plate\n    plateDisplay\n    name\n    permitEndDate\n  }\n": typeof types.CarItem_CarFragmentDoc,
    "\n  query MyTransportRouteQuery {\n    cars {\n      ...CarItem_car\n    }\n  }\n": typeof types.MyTransportRouteQueryDocument,
    "\n  mutation AddCarMutation($plate: String!, $name: String!) {\n    addCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n": typeof types.AddCarMutationDocument,
    "\n  query CarCheckQuery($plate: String!) {\n    carCheck(plate: $plate) {\n      plate\n      plateDisplay\n      alreadyAdded\n      permitActive\n      permitEndDate\n      canApply\n      reason\n    }\n  }\n": typeof types.CarCheckQueryDocument,
    "\n  mutation RemoveCarMutation($plate: String!) {\n    removeCar(plate: $plate)\n  }\n": typeof types.RemoveCarMutationDocument,
    "\n  mutation UpdateCarMutation($plate: String!, $name: String!) {\n    updateCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n": typeof types.UpdateCarMutationDocument,
    "\n  fragment CatalogueImage on Image {\n    url\n    width\n    height\n    alt\n  }\n": typeof types.CatalogueImageFragmentDoc,
    "\n  fragment CatalogueHours on WorkingHours {\n    allDay\n    from\n    to\n  }\n": typeof types.CatalogueHoursFragmentDoc,
    "\n  fragment CatalogueVenue_entry on Venue {\n    address\n    workingHours {\n      ...CatalogueHours\n    }\n  }\n": typeof types.CatalogueVenue_EntryFragmentDoc,
    "\n  fragment CatalogueContacts_entry on Contacts {\n    phone\n    website\n  }\n": typeof types.CatalogueContacts_EntryFragmentDoc,
    "\n  fragment CatalogueCard_entry on CatalogueEntry {\n    title\n    summary\n    previewPicture {\n      ...CatalogueImage\n    }\n  }\n": typeof types.CatalogueCard_EntryFragmentDoc,
    "\n  fragment CatalogueDetail_entry on CatalogueEntry {\n    ...CatalogueCard_entry\n    html\n    gallery {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n  }\n": typeof types.CatalogueDetail_EntryFragmentDoc,
    "\n  fragment CatalogueCard_accessibility on Accessibility {\n    accessible\n    features {\n      label\n    }\n  }\n": typeof types.CatalogueCard_AccessibilityFragmentDoc,
    "\n  fragment AccessibilitySection_accessibility on Accessibility {\n    features {\n      key\n      label\n    }\n    note\n    surface {\n      value\n      label\n    }\n    gradient {\n      value\n      label\n    }\n  }\n": typeof types.AccessibilitySection_AccessibilityFragmentDoc,
    "\n  fragment CatalogueList_page on FilteredPage {\n    pageInfo {\n      ...Pagination_pageInfo\n    }\n    filters {\n      value\n      label\n      count\n    }\n  }\n": typeof types.CatalogueList_PageFragmentDoc,
    "\n  fragment BeachCard_beach on Beach {\n    id\n    ...CatalogueCard_entry\n    group {\n      id\n      title\n    }\n    surface {\n      value\n      label\n    }\n    conditions {\n      bathing {\n        value\n        label\n      }\n      waterTemperature\n      waterTemperatureSource\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": typeof types.BeachCard_BeachFragmentDoc,
    "\n  fragment BeachConditionsPanel_conditions on BeachConditions {\n    bathing {\n      value\n      label\n    }\n    flag {\n      value\n      label\n    }\n    reasons {\n      value\n      label\n    }\n    source {\n      value\n      label\n    }\n    document\n    note\n    validUntil\n    verifiedAt\n    lifeguards\n    waterTemperature\n    waterTemperatureSource\n    waterTemperatureAt\n    waveHeight\n    waveHeightAt\n    windSpeed\n    windSpeedAt\n    uvIndex\n    uvIndexAt\n  }\n": typeof types.BeachConditionsPanel_ConditionsFragmentDoc,
    "\n  fragment BeachView_beach on Beach {\n    ...BeachCard_beach\n    address\n    lengthMeters\n    amenities {\n      value\n      label\n    }\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    ...CatalogueDetail_entry\n    conditions {\n      ...BeachConditionsPanel_conditions\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": typeof types.BeachView_BeachFragmentDoc,
    "\n  fragment CamerasView_camera on Camera {\n    id\n    title\n    summary\n    streamUrl\n    address\n    poster {\n      ...CatalogueImage\n    }\n  }\n": typeof types.CamerasView_CameraFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    startsAt\n    endsAt\n    venue\n    priceFrom\n    ageLimit\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment EventView_event on Event {\n    ...EventCard_event\n    address\n    ticketUrl\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n": typeof types.EventView_EventFragmentDoc,
    "\n  fragment TourGroupsView_group on TourGroup {\n    id\n    title\n    summary\n    items {\n      ...TourCard_tour\n    }\n  }\n": typeof types.TourGroupsView_GroupFragmentDoc,
    "\n  fragment BeachGroupLinks_group on BeachGroup {\n    id\n    title\n    beachesCount\n  }\n": typeof types.BeachGroupLinks_GroupFragmentDoc,
    "\n  fragment BeachGroupView_group on BeachGroup {\n    ...BeachGroupLinks_group\n    summary\n    html\n    previewPicture {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n    beaches {\n      ...BeachCard_beach\n    }\n  }\n": typeof types.BeachGroupView_GroupFragmentDoc,
    "\n  fragment InfrastructureCard_object on InfrastructureObject {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": typeof types.InfrastructureCard_ObjectFragmentDoc,
    "\n  fragment InfrastructureView_object on InfrastructureObject {\n    ...InfrastructureCard_object\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": typeof types.InfrastructureView_ObjectFragmentDoc,
    "\n  fragment PlaceCard_place on Place {\n    id\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": typeof types.PlaceCard_PlaceFragmentDoc,
    "\n  fragment PlaceView_place on Place {\n    ...PlaceCard_place\n    priceFrom\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": typeof types.PlaceView_PlaceFragmentDoc,
    "\n  fragment RouteCard_route on WalkingRoute {\n    id\n    ...CatalogueCard_entry\n    distanceMeters\n    durationMinutes\n    difficulty {\n      value\n      label\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": typeof types.RouteCard_RouteFragmentDoc,
    "\n  fragment RouteView_route on WalkingRoute {\n    ...RouteCard_route\n    start\n    track {\n      lat\n      lon\n    }\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n  }\n": typeof types.RouteView_RouteFragmentDoc,
    "\n  fragment TourCard_tour on Tour {\n    id\n    slug\n    ...CatalogueCard_entry\n    kind {\n      value\n      label\n    }\n    durationMinutes\n    priceFrom\n  }\n": typeof types.TourCard_TourFragmentDoc,
    "\n  fragment TourView_tour on Tour {\n    ...TourCard_tour\n    tags {\n      value\n      label\n    }\n    group {\n      id\n      title\n    }\n    groupSize\n    organizer\n    phone\n    address\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n": typeof types.TourView_TourFragmentDoc,
    "\n  query FavoritesQuery {\n    favorites {\n      ...FavoritesView_favorite\n    }\n  }\n": typeof types.FavoritesQueryDocument,
    "\n  fragment FavoritesView_favorite on Favorite {\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    available\n    addedAt\n    href\n  }\n": typeof types.FavoritesView_FavoriteFragmentDoc,
    "\n  mutation AddFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    addFavorite(entity: $entity, slug: $slug) {\n      ...FavoritesView_favorite\n    }\n  }\n": typeof types.AddFavoriteMutationDocument,
    "\n  mutation RemoveFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    removeFavorite(entity: $entity, slug: $slug) {\n      entity\n      slug\n    }\n  }\n": typeof types.RemoveFavoriteMutationDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    ...ArticleCard_article\n    description\n    html\n    updatedAt\n    seo {\n      title\n      description\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": typeof types.ArticleView_ArticleFragmentDoc,
    "\n  fragment MapView_object on MapObject {\n    kind\n    id\n    slug\n    title\n    subtitle\n    bathing\n    flag\n    accessibility {\n      accessible\n    }\n    point {\n      lat\n      lon\n    }\n    track {\n      lat\n      lon\n    }\n    image {\n      url\n      width\n      height\n      alt\n    }\n  }\n": typeof types.MapView_ObjectFragmentDoc,
    "\n  query NotificationsQuery {\n    notifications {\n      id\n      topic\n      title\n      body\n      date\n      time\n      publishedAt\n      link\n    }\n  }\n": typeof types.NotificationsQueryDocument,
    "\n  query PushPublicKeyQuery {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyQueryDocument,
    "\n  mutation SubscribePushMutation($token: String!, $device: String!) {\n    subscribePush(token: $token, device: $device) {\n      device\n      createdAt\n    }\n  }\n": typeof types.SubscribePushMutationDocument,
    "\n  mutation UnsubscribePushMutation($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushMutationDocument,
    "\n  fragment ApplicationItem_application on ResidentPermitApplication {\n    id\n    code\n    plate\n    plateDisplay\n    carName\n    status\n    statusLabel\n    comment\n    permitEndDate\n    createdAt\n    updatedAt\n    history {\n      status\n      statusLabel\n      at\n      comment\n    }\n    files {\n      id\n      kind\n      mimeType\n      size\n    }\n    submittedAt\n    decisionDue\n    draft {\n      expiresAt\n      values {\n        surname\n        name\n        patronymic\n        date_of_birth\n        sex\n        passport_series\n        passport_number\n        passport_issue_date\n        passport_issuing_authority\n        passport_issuing_authority_code\n        registration_address\n        contact_phone\n        contact_email\n      }\n    }\n  }\n": typeof types.ApplicationItem_ApplicationFragmentDoc,
    "\n  query ResidentApplicationsRouteQuery {\n    residentPermitApplications {\n      ...ApplicationItem_application\n    }\n    cars {\n      ...CarItem_car\n    }\n  }\n": typeof types.ResidentApplicationsRouteQueryDocument,
    "\n  mutation CreateStatementMutation($plate: String!) {\n    createStatement(plate: $plate) {\n      ...ApplicationItem_application\n    }\n  }\n": typeof types.CreateStatementMutationDocument,
    "\n  mutation DeletePermitDraftMutation($code: String!) {\n    deleteResidentPermitDraft(code: $code)\n  }\n": typeof types.DeletePermitDraftMutationDocument,
    "\n  mutation SavePermitDraftMutation($input: ResidentPermitDraftInput!) {\n    saveResidentPermitDraft(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n": typeof types.SavePermitDraftMutationDocument,
    "\n  mutation SubmitResidentPermitApplicationMutation($input: ResidentPermitApplicationInput!) {\n    submitResidentPermitApplication(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n": typeof types.SubmitResidentPermitApplicationMutationDocument,
    "\n  query LiveBookingsQuery {\n    bookings(scope: upcoming) {\n      items {\n        id\n        status\n        total\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.LiveBookingsQueryDocument,
    "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n": typeof types.ProfileCard_UserFragmentDoc,
    "\n  query ProfilePanelQuery {\n    activeResidentPermitEndDate\n  }\n": typeof types.ProfilePanelQueryDocument,
    "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n": typeof types.DeleteAccountMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  query SearchDropdownQuery($query: String!, $entity: SearchEntity, $pageSize: Int!) {\n    search(query: $query, entity: $entity, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": typeof types.SearchDropdownQueryDocument,
    "\n  fragment SearchResultItem_result on SearchResult {\n    id\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    bathing {\n      value\n      label\n    }\n    distance\n    duration\n  }\n": typeof types.SearchResultItem_ResultFragmentDoc,
    "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n": typeof types.SessionContext_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": typeof types.MeQueryDocument,
    "\n  fragment Pagination_pageInfo on PageInfo {\n    total\n    page\n    pageSize\n    pageCount\n  }\n": typeof types.Pagination_PageInfoFragmentDoc,
    "\n  query NearMeObjectsQuery($kinds: [MapKind!]) {\n    mapObjects(kinds: $kinds) {\n      kind\n      id\n      slug\n      title\n      subtitle\n      point {\n        lat\n        lon\n      }\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": typeof types.NearMeObjectsQueryDocument,
    "\n  query ResidentCopyQuery {\n    favorites {\n      entity\n      slug\n      title\n      href\n      available\n    }\n    notifications {\n      id\n      title\n      body\n      date\n      time\n      link\n    }\n    bookings(scope: upcoming) {\n      items {\n        id\n        number\n        status\n        statusLabel\n        quantity\n        session {\n          startsAt\n        }\n        item {\n          kind\n          title\n          venueOrMeetingPoint\n        }\n        ticket {\n          reference\n          code\n        }\n      }\n    }\n    residentPermitApplications {\n      id\n      code\n      plateDisplay\n      carName\n      statusLabel\n      comment\n      permitEndDate\n      decisionDue\n      updatedAt\n    }\n    appeals {\n      items {\n        id\n        statusLabel\n      }\n    }\n    beachConditions {\n      items {\n        id\n        conditions {\n          bathing {\n            value\n            label\n          }\n          verifiedAt\n          waterTemperature\n          waterTemperatureSource\n        }\n      }\n    }\n  }\n": typeof types.ResidentCopyQueryDocument,
    "\n  query ResidentCopyAppealQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        name\n      }\n      text\n      address\n      statusLabel\n      deadline\n      createdAt\n      history {\n        statusLabel\n        at\n      }\n      answer {\n        text\n        answeredAt\n      }\n    }\n  }\n": typeof types.ResidentCopyAppealQueryDocument,
    "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": typeof types.SessionMeQueryDocument,
    "\n  query AccessibilityTopicsQuery {\n    appealTopics {\n      id\n      name\n    }\n  }\n": typeof types.AccessibilityTopicsQueryDocument,
    "\n  query AlertRouteQuery($identifier: String!) {\n    alert(identifier: $identifier) {\n      ...AlertView_alert\n    }\n  }\n": typeof types.AlertRouteQueryDocument,
    "\n  query AppealsRouteQuery($page: Int!) {\n    appeals(page: $page) {\n      items {\n        id\n        number\n        topic {\n          id\n          name\n        }\n        text\n        status\n        statusLabel\n        createdAt\n        deadline\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    appealDrafts {\n      requestId\n      topicId\n      text\n      address\n      updatedAt\n      expiresAt\n    }\n    followedAppeals {\n      number\n      topic {\n        id\n        name\n      }\n      text\n      status\n      statusLabel\n      closed\n      verdictDueUntil\n      myVerdict\n      href\n    }\n  }\n": typeof types.AppealsRouteQueryDocument,
    "\n  query NewAppealRouteQuery($requestId: ID!) {\n    appealDraft(requestId: $requestId) {\n      requestId\n      topicId\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        name\n      }\n      isPublic\n    }\n  }\n": typeof types.NewAppealRouteQueryDocument,
    "\n  query AppealRouteQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        id\n        name\n      }\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        mimeType\n        url\n      }\n      isPublic\n      status\n      statusLabel\n      closed\n      scheduledFor\n      referredTo\n      duplicateOf {\n        id\n        number\n        own\n      }\n      history {\n        status\n        statusLabel\n        at\n        note\n        scheduledFor\n        referredTo\n        duplicateOf {\n          id\n          number\n          own\n        }\n      }\n      deadline\n      expectedDatetime\n      answer {\n        text\n        answeredAt\n        photos {\n          id\n          mimeType\n          url\n        }\n      }\n      createdAt\n      verdictDueUntil\n      myVerdict\n    }\n  }\n": typeof types.AppealRouteQueryDocument,
    "\n  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!, $kind: BookableKind) {\n    upcoming: bookings(scope: upcoming, page: $upcomingPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    past: bookings(scope: past, page: $pastPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    cancelled: bookings(scope: cancelled, page: $cancelledPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": typeof types.BookingsRouteQueryDocument,
    "\n  query BookingRouteQuery($id: ID!) {\n    booking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": typeof types.BookingRouteQueryDocument,
    "\n  query BeachesListRouteQuery($page: Int!, $accessible: Boolean) {\n    beaches(page: $page, accessible: $accessible) {\n      items {\n        ...BeachCard_beach\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    beachGroups {\n      ...BeachGroupLinks_group\n    }\n  }\n": typeof types.BeachesListRouteQueryDocument,
    "\n  query BeachRouteQuery($id: ID!) {\n    beach(id: $id) {\n      ...BeachView_beach\n    }\n  }\n": typeof types.BeachRouteQueryDocument,
    "\n  query BeachGroupRouteQuery($id: ID!) {\n    beachGroup(id: $id) {\n      ...BeachGroupView_group\n    }\n  }\n": typeof types.BeachGroupRouteQueryDocument,
    "\n  query CamerasRouteQuery {\n    cameras {\n      ...CamerasView_camera\n    }\n  }\n": typeof types.CamerasRouteQueryDocument,
    "\n  query EventsListRouteQuery($page: Int!, $date: EventDateFilter!) {\n    events(page: $page, date: $date) {\n      items {\n        ...EventCard_event\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": typeof types.EventsListRouteQueryDocument,
    "\n  query EventRouteQuery($slug: String!) {\n    event(slug: $slug) {\n      ...EventView_event\n    }\n  }\n": typeof types.EventRouteQueryDocument,
    "\n  query InfrastructureListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    infrastructure(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...InfrastructureCard_object\n      }\n      ...CatalogueList_page\n    }\n  }\n": typeof types.InfrastructureListRouteQueryDocument,
    "\n  query InfrastructureRouteQuery($slug: String!) {\n    infrastructureObject(slug: $slug) {\n      ...InfrastructureView_object\n    }\n  }\n": typeof types.InfrastructureRouteQueryDocument,
    "\n  query PlacesListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    places(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...PlaceCard_place\n      }\n      ...CatalogueList_page\n    }\n  }\n": typeof types.PlacesListRouteQueryDocument,
    "\n  query PlaceRouteQuery($id: ID!) {\n    place(id: $id) {\n      ...PlaceView_place\n    }\n  }\n": typeof types.PlaceRouteQueryDocument,
    "\n  query RoutesListRouteQuery($page: Int!, $accessible: Boolean) {\n    walkingRoutes(page: $page, accessible: $accessible) {\n      items {\n        ...RouteCard_route\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": typeof types.RoutesListRouteQueryDocument,
    "\n  query RouteRouteQuery($id: ID!) {\n    walkingRoute(id: $id) {\n      ...RouteView_route\n    }\n  }\n": typeof types.RouteRouteQueryDocument,
    "\n  query ToursListRouteQuery($page: Int!, $tag: String) {\n    tours(page: $page, tag: $tag) {\n      items {\n        ...TourCard_tour\n      }\n      ...CatalogueList_page\n    }\n  }\n": typeof types.ToursListRouteQueryDocument,
    "\n  query TourRouteQuery($slug: String!) {\n    tour(slug: $slug) {\n      ...TourView_tour\n    }\n  }\n": typeof types.TourRouteQueryDocument,
    "\n  query TourGroupsRouteQuery {\n    tourGroups {\n      ...TourGroupsView_group\n    }\n  }\n": typeof types.TourGroupsRouteQueryDocument,
    "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n    events(page: 1) {\n      items {\n        ...EventCard_event\n      }\n    }\n    beaches(page: 1) {\n      items {\n        ...BeachCard_beach\n      }\n    }\n    beachConditions {\n      bathingAllowed\n      total\n    }\n    tours(page: 1) {\n      items {\n        ...TourCard_tour\n      }\n    }\n    places(page: 1) {\n      items {\n        ...PlaceCard_place\n      }\n    }\n  }\n": typeof types.HomeRouteQueryDocument,
    "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.JournalListRouteQueryDocument,
    "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n": typeof types.ArticleRouteQueryDocument,
    "\n  query MapRouteQuery {\n    mapObjects {\n      ...MapView_object\n    }\n  }\n": typeof types.MapRouteQueryDocument,
    "\n  query PermitSentRouteQuery($code: String!) {\n    residentPermitApplication(code: $code) {\n      id\n      code\n      plateDisplay\n      carName\n      status\n      statusLabel\n      submittedAt\n      decisionDue\n    }\n  }\n": typeof types.PermitSentRouteQueryDocument,
    "\n  query PublicAppealsRouteQuery($perPage: Int!) {\n    publicAppeals(page: 1, perPage: $perPage) {\n      items {\n        ...PublicAppealCard_appeal\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": typeof types.PublicAppealsRouteQueryDocument,
    "\n  query PublicAppealRouteQuery($number: String!) {\n    publicAppeal(number: $number) {\n      ...PublicAppealView_appeal\n    }\n  }\n": typeof types.PublicAppealRouteQueryDocument,
    "\n  query RedirectRouteQuery($path: String!) {\n    redirectFor(path: $path) {\n      from\n      destination\n      statusCode\n    }\n  }\n": typeof types.RedirectRouteQueryDocument,
    "\n  query SearchRouteQuery($query: String!, $entity: SearchEntity, $page: Int!, $pageSize: Int!) {\n    search(query: $query, entity: $entity, page: $page, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": typeof types.SearchRouteQueryDocument,
    "\n  query SitemapRouteQuery {\n    sitemapEntries {\n      kind\n      key\n      articleType\n      updatedAt\n    }\n  }\n": typeof types.SitemapRouteQueryDocument,
};
const documents: Documents = {
    "\n  fragment AlertView_alert on OfficialAlert {\n    identifier\n    sent\n    msgType {\n      value\n      label\n    }\n    event\n    headline\n    description\n    instruction\n    urgency {\n      label\n    }\n    severity {\n      value\n      label\n    }\n    certainty {\n      label\n    }\n    onset\n    expires\n    areaDesc\n    beaches {\n      id\n      title\n    }\n    references\n  }\n": types.AlertView_AlertFragmentDoc,
    "\n  mutation DeleteAppealDraftMutation($requestId: ID!) {\n    deleteAppealDraft(requestId: $requestId)\n  }\n": types.DeleteAppealDraftMutationDocument,
    "\n  query AppealTopicsQuery {\n    appealTopics {\n      id\n      name\n      personal\n    }\n  }\n": types.AppealTopicsQueryDocument,
    "\n  mutation GiveAppealVerdictMutation($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {\n    giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) {\n      number\n      verdict\n      status\n      statusLabel\n    }\n  }\n": types.GiveAppealVerdictMutationDocument,
    "\n  query NearbyAppealsQuery($topicId: ID!, $lat: Float!, $lon: Float!) {\n    nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) {\n      number\n      text\n      statusLabel\n      address\n      supporters\n      distanceM\n      href\n    }\n  }\n": types.NearbyAppealsQueryDocument,
    "\n  fragment PublicAppealCard_appeal on PublicAppeal {\n    number\n    topic {\n      id\n      name\n    }\n    text\n    status\n    statusLabel\n    closed\n    address\n    location {\n      lat\n      lon\n    }\n    createdAt\n  }\n": types.PublicAppealCard_AppealFragmentDoc,
    "\n  fragment PublicAppealView_appeal on PublicAppeal {\n    ...PublicAppealCard_appeal\n    photos {\n      id\n      url\n    }\n    answerPhotos {\n      id\n      url\n    }\n    scheduledFor\n    referredTo\n    duplicateOf {\n      number\n    }\n    history {\n      status\n      statusLabel\n      at\n      note\n      scheduledFor\n      referredTo\n      duplicateOf {\n        number\n      }\n    }\n    expectedDatetime\n    updatedAt\n    supporters\n  }\n": types.PublicAppealView_AppealFragmentDoc,
    "\n  mutation FollowAppealMutation($number: String!) {\n    followAppeal(number: $number) {\n      number\n      supporters\n    }\n  }\n": types.FollowAppealMutationDocument,
    "\n  mutation UnfollowAppealMutation($number: String!) {\n    unfollowAppeal(number: $number) {\n      number\n    }\n  }\n": types.UnfollowAppealMutationDocument,
    "\n  mutation SaveAppealDraftMutation($input: AppealDraftInput!) {\n    saveAppealDraft(input: $input) {\n      requestId\n      updatedAt\n    }\n  }\n": types.SaveAppealDraftMutationDocument,
    "\n  mutation CreateAppealMutation($input: AppealInput!) {\n    createAppeal(input: $input) {\n      id\n      number\n    }\n  }\n": types.CreateAppealMutationDocument,
    "\n  query DescribePointQuery($point: GeoPointInput!) {\n    describePoint(point: $point) {\n      text\n    }\n  }\n": types.DescribePointQueryDocument,
    "\n  mutation LoginByCodeMutation($phone: String!, $code: String!, $consent: Boolean) {\n    loginByCode(phone: $phone, code: $code, consent: $consent) {\n      ...SessionContext_user\n    }\n  }\n": types.LoginByCodeMutationDocument,
    "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n": types.RequestPasswordRecoveryMutationDocument,
    "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n": types.SendCodeMutationDocument,
    "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n": types.SetPasswordMutationDocument,
    "\n  query BookingSessionsQuery($kind: BookableKind!, $slug: String!) {\n    bookingSessions(kind: $kind, slug: $slug) {\n      id\n      startsAt\n      seatsTotal\n      seatsLeft\n      price\n    }\n  }\n": types.BookingSessionsQueryDocument,
    "\n  fragment BookingView_booking on Booking {\n    id\n    number\n    status\n    statusLabel\n    quantity\n    total\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    item {\n      kind\n      slug\n      title\n      venueOrMeetingPoint\n      location {\n        lat\n        lon\n      }\n    }\n    payment {\n      provider\n      expiresAt\n      confirmationUrl\n    }\n    ticket {\n      reference\n      code\n    }\n    cancelUntil\n    createdAt\n  }\n": types.BookingView_BookingFragmentDoc,
    "\n  mutation CancelBookingMutation($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": types.CancelBookingMutationDocument,
    "\n  mutation CreateBookingMutation($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingView_booking\n    }\n  }\n": types.CreateBookingMutationDocument,
    "\n  mutation PayBookingMutation($id: ID!) {\n    payBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": types.PayBookingMutationDocument,
    "\n  fragment CarItem_car on Car {\n    plate\n    plateDisplay\n    name\n    permitEndDate\n  }\n": types.CarItem_CarFragmentDoc,
    "\n  query MyTransportRouteQuery {\n    cars {\n      ...CarItem_car\n    }\n  }\n": types.MyTransportRouteQueryDocument,
    "\n  mutation AddCarMutation($plate: String!, $name: String!) {\n    addCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n": types.AddCarMutationDocument,
    "\n  query CarCheckQuery($plate: String!) {\n    carCheck(plate: $plate) {\n      plate\n      plateDisplay\n      alreadyAdded\n      permitActive\n      permitEndDate\n      canApply\n      reason\n    }\n  }\n": types.CarCheckQueryDocument,
    "\n  mutation RemoveCarMutation($plate: String!) {\n    removeCar(plate: $plate)\n  }\n": types.RemoveCarMutationDocument,
    "\n  mutation UpdateCarMutation($plate: String!, $name: String!) {\n    updateCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n": types.UpdateCarMutationDocument,
    "\n  fragment CatalogueImage on Image {\n    url\n    width\n    height\n    alt\n  }\n": types.CatalogueImageFragmentDoc,
    "\n  fragment CatalogueHours on WorkingHours {\n    allDay\n    from\n    to\n  }\n": types.CatalogueHoursFragmentDoc,
    "\n  fragment CatalogueVenue_entry on Venue {\n    address\n    workingHours {\n      ...CatalogueHours\n    }\n  }\n": types.CatalogueVenue_EntryFragmentDoc,
    "\n  fragment CatalogueContacts_entry on Contacts {\n    phone\n    website\n  }\n": types.CatalogueContacts_EntryFragmentDoc,
    "\n  fragment CatalogueCard_entry on CatalogueEntry {\n    title\n    summary\n    previewPicture {\n      ...CatalogueImage\n    }\n  }\n": types.CatalogueCard_EntryFragmentDoc,
    "\n  fragment CatalogueDetail_entry on CatalogueEntry {\n    ...CatalogueCard_entry\n    html\n    gallery {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n  }\n": types.CatalogueDetail_EntryFragmentDoc,
    "\n  fragment CatalogueCard_accessibility on Accessibility {\n    accessible\n    features {\n      label\n    }\n  }\n": types.CatalogueCard_AccessibilityFragmentDoc,
    "\n  fragment AccessibilitySection_accessibility on Accessibility {\n    features {\n      key\n      label\n    }\n    note\n    surface {\n      value\n      label\n    }\n    gradient {\n      value\n      label\n    }\n  }\n": types.AccessibilitySection_AccessibilityFragmentDoc,
    "\n  fragment CatalogueList_page on FilteredPage {\n    pageInfo {\n      ...Pagination_pageInfo\n    }\n    filters {\n      value\n      label\n      count\n    }\n  }\n": types.CatalogueList_PageFragmentDoc,
    "\n  fragment BeachCard_beach on Beach {\n    id\n    ...CatalogueCard_entry\n    group {\n      id\n      title\n    }\n    surface {\n      value\n      label\n    }\n    conditions {\n      bathing {\n        value\n        label\n      }\n      waterTemperature\n      waterTemperatureSource\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": types.BeachCard_BeachFragmentDoc,
    "\n  fragment BeachConditionsPanel_conditions on BeachConditions {\n    bathing {\n      value\n      label\n    }\n    flag {\n      value\n      label\n    }\n    reasons {\n      value\n      label\n    }\n    source {\n      value\n      label\n    }\n    document\n    note\n    validUntil\n    verifiedAt\n    lifeguards\n    waterTemperature\n    waterTemperatureSource\n    waterTemperatureAt\n    waveHeight\n    waveHeightAt\n    windSpeed\n    windSpeedAt\n    uvIndex\n    uvIndexAt\n  }\n": types.BeachConditionsPanel_ConditionsFragmentDoc,
    "\n  fragment BeachView_beach on Beach {\n    ...BeachCard_beach\n    address\n    lengthMeters\n    amenities {\n      value\n      label\n    }\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    ...CatalogueDetail_entry\n    conditions {\n      ...BeachConditionsPanel_conditions\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": types.BeachView_BeachFragmentDoc,
    "\n  fragment CamerasView_camera on Camera {\n    id\n    title\n    summary\n    streamUrl\n    address\n    poster {\n      ...CatalogueImage\n    }\n  }\n": types.CamerasView_CameraFragmentDoc,
    "\n  fragment EventCard_event on Event {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    startsAt\n    endsAt\n    venue\n    priceFrom\n    ageLimit\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment EventView_event on Event {\n    ...EventCard_event\n    address\n    ticketUrl\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n": types.EventView_EventFragmentDoc,
    "\n  fragment TourGroupsView_group on TourGroup {\n    id\n    title\n    summary\n    items {\n      ...TourCard_tour\n    }\n  }\n": types.TourGroupsView_GroupFragmentDoc,
    "\n  fragment BeachGroupLinks_group on BeachGroup {\n    id\n    title\n    beachesCount\n  }\n": types.BeachGroupLinks_GroupFragmentDoc,
    "\n  fragment BeachGroupView_group on BeachGroup {\n    ...BeachGroupLinks_group\n    summary\n    html\n    previewPicture {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n    beaches {\n      ...BeachCard_beach\n    }\n  }\n": types.BeachGroupView_GroupFragmentDoc,
    "\n  fragment InfrastructureCard_object on InfrastructureObject {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": types.InfrastructureCard_ObjectFragmentDoc,
    "\n  fragment InfrastructureView_object on InfrastructureObject {\n    ...InfrastructureCard_object\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": types.InfrastructureView_ObjectFragmentDoc,
    "\n  fragment PlaceCard_place on Place {\n    id\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": types.PlaceCard_PlaceFragmentDoc,
    "\n  fragment PlaceView_place on Place {\n    ...PlaceCard_place\n    priceFrom\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n": types.PlaceView_PlaceFragmentDoc,
    "\n  fragment RouteCard_route on WalkingRoute {\n    id\n    ...CatalogueCard_entry\n    distanceMeters\n    durationMinutes\n    difficulty {\n      value\n      label\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n": types.RouteCard_RouteFragmentDoc,
    "\n  fragment RouteView_route on WalkingRoute {\n    ...RouteCard_route\n    start\n    track {\n      lat\n      lon\n    }\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n  }\n": types.RouteView_RouteFragmentDoc,
    "\n  fragment TourCard_tour on Tour {\n    id\n    slug\n    ...CatalogueCard_entry\n    kind {\n      value\n      label\n    }\n    durationMinutes\n    priceFrom\n  }\n": types.TourCard_TourFragmentDoc,
    "\n  fragment TourView_tour on Tour {\n    ...TourCard_tour\n    tags {\n      value\n      label\n    }\n    group {\n      id\n      title\n    }\n    groupSize\n    organizer\n    phone\n    address\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n": types.TourView_TourFragmentDoc,
    "\n  query FavoritesQuery {\n    favorites {\n      ...FavoritesView_favorite\n    }\n  }\n": types.FavoritesQueryDocument,
    "\n  fragment FavoritesView_favorite on Favorite {\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    available\n    addedAt\n    href\n  }\n": types.FavoritesView_FavoriteFragmentDoc,
    "\n  mutation AddFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    addFavorite(entity: $entity, slug: $slug) {\n      ...FavoritesView_favorite\n    }\n  }\n": types.AddFavoriteMutationDocument,
    "\n  mutation RemoveFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    removeFavorite(entity: $entity, slug: $slug) {\n      entity\n      slug\n    }\n  }\n": types.RemoveFavoriteMutationDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    ...ArticleCard_article\n    description\n    html\n    updatedAt\n    seo {\n      title\n      description\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": types.ArticleView_ArticleFragmentDoc,
    "\n  fragment MapView_object on MapObject {\n    kind\n    id\n    slug\n    title\n    subtitle\n    bathing\n    flag\n    accessibility {\n      accessible\n    }\n    point {\n      lat\n      lon\n    }\n    track {\n      lat\n      lon\n    }\n    image {\n      url\n      width\n      height\n      alt\n    }\n  }\n": types.MapView_ObjectFragmentDoc,
    "\n  query NotificationsQuery {\n    notifications {\n      id\n      topic\n      title\n      body\n      date\n      time\n      publishedAt\n      link\n    }\n  }\n": types.NotificationsQueryDocument,
    "\n  query PushPublicKeyQuery {\n    pushPublicKey\n  }\n": types.PushPublicKeyQueryDocument,
    "\n  mutation SubscribePushMutation($token: String!, $device: String!) {\n    subscribePush(token: $token, device: $device) {\n      device\n      createdAt\n    }\n  }\n": types.SubscribePushMutationDocument,
    "\n  mutation UnsubscribePushMutation($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushMutationDocument,
    "\n  fragment ApplicationItem_application on ResidentPermitApplication {\n    id\n    code\n    plate\n    plateDisplay\n    carName\n    status\n    statusLabel\n    comment\n    permitEndDate\n    createdAt\n    updatedAt\n    history {\n      status\n      statusLabel\n      at\n      comment\n    }\n    files {\n      id\n      kind\n      mimeType\n      size\n    }\n    submittedAt\n    decisionDue\n    draft {\n      expiresAt\n      values {\n        surname\n        name\n        patronymic\n        date_of_birth\n        sex\n        passport_series\n        passport_number\n        passport_issue_date\n        passport_issuing_authority\n        passport_issuing_authority_code\n        registration_address\n        contact_phone\n        contact_email\n      }\n    }\n  }\n": types.ApplicationItem_ApplicationFragmentDoc,
    "\n  query ResidentApplicationsRouteQuery {\n    residentPermitApplications {\n      ...ApplicationItem_application\n    }\n    cars {\n      ...CarItem_car\n    }\n  }\n": types.ResidentApplicationsRouteQueryDocument,
    "\n  mutation CreateStatementMutation($plate: String!) {\n    createStatement(plate: $plate) {\n      ...ApplicationItem_application\n    }\n  }\n": types.CreateStatementMutationDocument,
    "\n  mutation DeletePermitDraftMutation($code: String!) {\n    deleteResidentPermitDraft(code: $code)\n  }\n": types.DeletePermitDraftMutationDocument,
    "\n  mutation SavePermitDraftMutation($input: ResidentPermitDraftInput!) {\n    saveResidentPermitDraft(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n": types.SavePermitDraftMutationDocument,
    "\n  mutation SubmitResidentPermitApplicationMutation($input: ResidentPermitApplicationInput!) {\n    submitResidentPermitApplication(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n": types.SubmitResidentPermitApplicationMutationDocument,
    "\n  query LiveBookingsQuery {\n    bookings(scope: upcoming) {\n      items {\n        id\n        status\n        total\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.LiveBookingsQueryDocument,
    "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n": types.ProfileCard_UserFragmentDoc,
    "\n  query ProfilePanelQuery {\n    activeResidentPermitEndDate\n  }\n": types.ProfilePanelQueryDocument,
    "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n": types.ChangePasswordMutationDocument,
    "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n": types.DeleteAccountMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": types.LogoutMutationDocument,
    "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  query SearchDropdownQuery($query: String!, $entity: SearchEntity, $pageSize: Int!) {\n    search(query: $query, entity: $entity, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": types.SearchDropdownQueryDocument,
    "\n  fragment SearchResultItem_result on SearchResult {\n    id\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    bathing {\n      value\n      label\n    }\n    distance\n    duration\n  }\n": types.SearchResultItem_ResultFragmentDoc,
    "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n": types.SessionContext_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": types.MeQueryDocument,
    "\n  fragment Pagination_pageInfo on PageInfo {\n    total\n    page\n    pageSize\n    pageCount\n  }\n": types.Pagination_PageInfoFragmentDoc,
    "\n  query NearMeObjectsQuery($kinds: [MapKind!]) {\n    mapObjects(kinds: $kinds) {\n      kind\n      id\n      slug\n      title\n      subtitle\n      point {\n        lat\n        lon\n      }\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": types.NearMeObjectsQueryDocument,
    "\n  query ResidentCopyQuery {\n    favorites {\n      entity\n      slug\n      title\n      href\n      available\n    }\n    notifications {\n      id\n      title\n      body\n      date\n      time\n      link\n    }\n    bookings(scope: upcoming) {\n      items {\n        id\n        number\n        status\n        statusLabel\n        quantity\n        session {\n          startsAt\n        }\n        item {\n          kind\n          title\n          venueOrMeetingPoint\n        }\n        ticket {\n          reference\n          code\n        }\n      }\n    }\n    residentPermitApplications {\n      id\n      code\n      plateDisplay\n      carName\n      statusLabel\n      comment\n      permitEndDate\n      decisionDue\n      updatedAt\n    }\n    appeals {\n      items {\n        id\n        statusLabel\n      }\n    }\n    beachConditions {\n      items {\n        id\n        conditions {\n          bathing {\n            value\n            label\n          }\n          verifiedAt\n          waterTemperature\n          waterTemperatureSource\n        }\n      }\n    }\n  }\n": types.ResidentCopyQueryDocument,
    "\n  query ResidentCopyAppealQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        name\n      }\n      text\n      address\n      statusLabel\n      deadline\n      createdAt\n      history {\n        statusLabel\n        at\n      }\n      answer {\n        text\n        answeredAt\n      }\n    }\n  }\n": types.ResidentCopyAppealQueryDocument,
    "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": types.SessionMeQueryDocument,
    "\n  query AccessibilityTopicsQuery {\n    appealTopics {\n      id\n      name\n    }\n  }\n": types.AccessibilityTopicsQueryDocument,
    "\n  query AlertRouteQuery($identifier: String!) {\n    alert(identifier: $identifier) {\n      ...AlertView_alert\n    }\n  }\n": types.AlertRouteQueryDocument,
    "\n  query AppealsRouteQuery($page: Int!) {\n    appeals(page: $page) {\n      items {\n        id\n        number\n        topic {\n          id\n          name\n        }\n        text\n        status\n        statusLabel\n        createdAt\n        deadline\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    appealDrafts {\n      requestId\n      topicId\n      text\n      address\n      updatedAt\n      expiresAt\n    }\n    followedAppeals {\n      number\n      topic {\n        id\n        name\n      }\n      text\n      status\n      statusLabel\n      closed\n      verdictDueUntil\n      myVerdict\n      href\n    }\n  }\n": types.AppealsRouteQueryDocument,
    "\n  query NewAppealRouteQuery($requestId: ID!) {\n    appealDraft(requestId: $requestId) {\n      requestId\n      topicId\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        name\n      }\n      isPublic\n    }\n  }\n": types.NewAppealRouteQueryDocument,
    "\n  query AppealRouteQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        id\n        name\n      }\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        mimeType\n        url\n      }\n      isPublic\n      status\n      statusLabel\n      closed\n      scheduledFor\n      referredTo\n      duplicateOf {\n        id\n        number\n        own\n      }\n      history {\n        status\n        statusLabel\n        at\n        note\n        scheduledFor\n        referredTo\n        duplicateOf {\n          id\n          number\n          own\n        }\n      }\n      deadline\n      expectedDatetime\n      answer {\n        text\n        answeredAt\n        photos {\n          id\n          mimeType\n          url\n        }\n      }\n      createdAt\n      verdictDueUntil\n      myVerdict\n    }\n  }\n": types.AppealRouteQueryDocument,
    "\n  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!, $kind: BookableKind) {\n    upcoming: bookings(scope: upcoming, page: $upcomingPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    past: bookings(scope: past, page: $pastPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    cancelled: bookings(scope: cancelled, page: $cancelledPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": types.BookingsRouteQueryDocument,
    "\n  query BookingRouteQuery($id: ID!) {\n    booking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n": types.BookingRouteQueryDocument,
    "\n  query BeachesListRouteQuery($page: Int!, $accessible: Boolean) {\n    beaches(page: $page, accessible: $accessible) {\n      items {\n        ...BeachCard_beach\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    beachGroups {\n      ...BeachGroupLinks_group\n    }\n  }\n": types.BeachesListRouteQueryDocument,
    "\n  query BeachRouteQuery($id: ID!) {\n    beach(id: $id) {\n      ...BeachView_beach\n    }\n  }\n": types.BeachRouteQueryDocument,
    "\n  query BeachGroupRouteQuery($id: ID!) {\n    beachGroup(id: $id) {\n      ...BeachGroupView_group\n    }\n  }\n": types.BeachGroupRouteQueryDocument,
    "\n  query CamerasRouteQuery {\n    cameras {\n      ...CamerasView_camera\n    }\n  }\n": types.CamerasRouteQueryDocument,
    "\n  query EventsListRouteQuery($page: Int!, $date: EventDateFilter!) {\n    events(page: $page, date: $date) {\n      items {\n        ...EventCard_event\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": types.EventsListRouteQueryDocument,
    "\n  query EventRouteQuery($slug: String!) {\n    event(slug: $slug) {\n      ...EventView_event\n    }\n  }\n": types.EventRouteQueryDocument,
    "\n  query InfrastructureListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    infrastructure(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...InfrastructureCard_object\n      }\n      ...CatalogueList_page\n    }\n  }\n": types.InfrastructureListRouteQueryDocument,
    "\n  query InfrastructureRouteQuery($slug: String!) {\n    infrastructureObject(slug: $slug) {\n      ...InfrastructureView_object\n    }\n  }\n": types.InfrastructureRouteQueryDocument,
    "\n  query PlacesListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    places(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...PlaceCard_place\n      }\n      ...CatalogueList_page\n    }\n  }\n": types.PlacesListRouteQueryDocument,
    "\n  query PlaceRouteQuery($id: ID!) {\n    place(id: $id) {\n      ...PlaceView_place\n    }\n  }\n": types.PlaceRouteQueryDocument,
    "\n  query RoutesListRouteQuery($page: Int!, $accessible: Boolean) {\n    walkingRoutes(page: $page, accessible: $accessible) {\n      items {\n        ...RouteCard_route\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": types.RoutesListRouteQueryDocument,
    "\n  query RouteRouteQuery($id: ID!) {\n    walkingRoute(id: $id) {\n      ...RouteView_route\n    }\n  }\n": types.RouteRouteQueryDocument,
    "\n  query ToursListRouteQuery($page: Int!, $tag: String) {\n    tours(page: $page, tag: $tag) {\n      items {\n        ...TourCard_tour\n      }\n      ...CatalogueList_page\n    }\n  }\n": types.ToursListRouteQueryDocument,
    "\n  query TourRouteQuery($slug: String!) {\n    tour(slug: $slug) {\n      ...TourView_tour\n    }\n  }\n": types.TourRouteQueryDocument,
    "\n  query TourGroupsRouteQuery {\n    tourGroups {\n      ...TourGroupsView_group\n    }\n  }\n": types.TourGroupsRouteQueryDocument,
    "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n    events(page: 1) {\n      items {\n        ...EventCard_event\n      }\n    }\n    beaches(page: 1) {\n      items {\n        ...BeachCard_beach\n      }\n    }\n    beachConditions {\n      bathingAllowed\n      total\n    }\n    tours(page: 1) {\n      items {\n        ...TourCard_tour\n      }\n    }\n    places(page: 1) {\n      items {\n        ...PlaceCard_place\n      }\n    }\n  }\n": types.HomeRouteQueryDocument,
    "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n": types.JournalListRouteQueryDocument,
    "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n": types.ArticleRouteQueryDocument,
    "\n  query MapRouteQuery {\n    mapObjects {\n      ...MapView_object\n    }\n  }\n": types.MapRouteQueryDocument,
    "\n  query PermitSentRouteQuery($code: String!) {\n    residentPermitApplication(code: $code) {\n      id\n      code\n      plateDisplay\n      carName\n      status\n      statusLabel\n      submittedAt\n      decisionDue\n    }\n  }\n": types.PermitSentRouteQueryDocument,
    "\n  query PublicAppealsRouteQuery($perPage: Int!) {\n    publicAppeals(page: 1, perPage: $perPage) {\n      items {\n        ...PublicAppealCard_appeal\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n": types.PublicAppealsRouteQueryDocument,
    "\n  query PublicAppealRouteQuery($number: String!) {\n    publicAppeal(number: $number) {\n      ...PublicAppealView_appeal\n    }\n  }\n": types.PublicAppealRouteQueryDocument,
    "\n  query RedirectRouteQuery($path: String!) {\n    redirectFor(path: $path) {\n      from\n      destination\n      statusCode\n    }\n  }\n": types.RedirectRouteQueryDocument,
    "\n  query SearchRouteQuery($query: String!, $entity: SearchEntity, $page: Int!, $pageSize: Int!) {\n    search(query: $query, entity: $entity, page: $page, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n": types.SearchRouteQueryDocument,
    "\n  query SitemapRouteQuery {\n    sitemapEntries {\n      kind\n      key\n      articleType\n      updatedAt\n    }\n  }\n": types.SitemapRouteQueryDocument,
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
export function graphql(source: "\n  fragment AlertView_alert on OfficialAlert {\n    identifier\n    sent\n    msgType {\n      value\n      label\n    }\n    event\n    headline\n    description\n    instruction\n    urgency {\n      label\n    }\n    severity {\n      value\n      label\n    }\n    certainty {\n      label\n    }\n    onset\n    expires\n    areaDesc\n    beaches {\n      id\n      title\n    }\n    references\n  }\n"): (typeof documents)["\n  fragment AlertView_alert on OfficialAlert {\n    identifier\n    sent\n    msgType {\n      value\n      label\n    }\n    event\n    headline\n    description\n    instruction\n    urgency {\n      label\n    }\n    severity {\n      value\n      label\n    }\n    certainty {\n      label\n    }\n    onset\n    expires\n    areaDesc\n    beaches {\n      id\n      title\n    }\n    references\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppealDraftMutation($requestId: ID!) {\n    deleteAppealDraft(requestId: $requestId)\n  }\n"): (typeof documents)["\n  mutation DeleteAppealDraftMutation($requestId: ID!) {\n    deleteAppealDraft(requestId: $requestId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealTopicsQuery {\n    appealTopics {\n      id\n      name\n      personal\n    }\n  }\n"): (typeof documents)["\n  query AppealTopicsQuery {\n    appealTopics {\n      id\n      name\n      personal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiveAppealVerdictMutation($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {\n    giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) {\n      number\n      verdict\n      status\n      statusLabel\n    }\n  }\n"): (typeof documents)["\n  mutation GiveAppealVerdictMutation($number: String!, $verdict: AppealVerdict!, $note: String, $photoIds: [ID!]) {\n    giveAppealVerdict(number: $number, verdict: $verdict, note: $note, photoIds: $photoIds) {\n      number\n      verdict\n      status\n      statusLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbyAppealsQuery($topicId: ID!, $lat: Float!, $lon: Float!) {\n    nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) {\n      number\n      text\n      statusLabel\n      address\n      supporters\n      distanceM\n      href\n    }\n  }\n"): (typeof documents)["\n  query NearbyAppealsQuery($topicId: ID!, $lat: Float!, $lon: Float!) {\n    nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) {\n      number\n      text\n      statusLabel\n      address\n      supporters\n      distanceM\n      href\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicAppealCard_appeal on PublicAppeal {\n    number\n    topic {\n      id\n      name\n    }\n    text\n    status\n    statusLabel\n    closed\n    address\n    location {\n      lat\n      lon\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment PublicAppealCard_appeal on PublicAppeal {\n    number\n    topic {\n      id\n      name\n    }\n    text\n    status\n    statusLabel\n    closed\n    address\n    location {\n      lat\n      lon\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicAppealView_appeal on PublicAppeal {\n    ...PublicAppealCard_appeal\n    photos {\n      id\n      url\n    }\n    answerPhotos {\n      id\n      url\n    }\n    scheduledFor\n    referredTo\n    duplicateOf {\n      number\n    }\n    history {\n      status\n      statusLabel\n      at\n      note\n      scheduledFor\n      referredTo\n      duplicateOf {\n        number\n      }\n    }\n    expectedDatetime\n    updatedAt\n    supporters\n  }\n"): (typeof documents)["\n  fragment PublicAppealView_appeal on PublicAppeal {\n    ...PublicAppealCard_appeal\n    photos {\n      id\n      url\n    }\n    answerPhotos {\n      id\n      url\n    }\n    scheduledFor\n    referredTo\n    duplicateOf {\n      number\n    }\n    history {\n      status\n      statusLabel\n      at\n      note\n      scheduledFor\n      referredTo\n      duplicateOf {\n        number\n      }\n    }\n    expectedDatetime\n    updatedAt\n    supporters\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowAppealMutation($number: String!) {\n    followAppeal(number: $number) {\n      number\n      supporters\n    }\n  }\n"): (typeof documents)["\n  mutation FollowAppealMutation($number: String!) {\n    followAppeal(number: $number) {\n      number\n      supporters\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowAppealMutation($number: String!) {\n    unfollowAppeal(number: $number) {\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowAppealMutation($number: String!) {\n    unfollowAppeal(number: $number) {\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAppealDraftMutation($input: AppealDraftInput!) {\n    saveAppealDraft(input: $input) {\n      requestId\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAppealDraftMutation($input: AppealDraftInput!) {\n    saveAppealDraft(input: $input) {\n      requestId\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAppealMutation($input: AppealInput!) {\n    createAppeal(input: $input) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAppealMutation($input: AppealInput!) {\n    createAppeal(input: $input) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DescribePointQuery($point: GeoPointInput!) {\n    describePoint(point: $point) {\n      text\n    }\n  }\n"): (typeof documents)["\n  query DescribePointQuery($point: GeoPointInput!) {\n    describePoint(point: $point) {\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByCodeMutation($phone: String!, $code: String!, $consent: Boolean) {\n    loginByCode(phone: $phone, code: $code, consent: $consent) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByCodeMutation($phone: String!, $code: String!, $consent: Boolean) {\n    loginByCode(phone: $phone, code: $code, consent: $consent) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSessionsQuery($kind: BookableKind!, $slug: String!) {\n    bookingSessions(kind: $kind, slug: $slug) {\n      id\n      startsAt\n      seatsTotal\n      seatsLeft\n      price\n    }\n  }\n"): (typeof documents)["\n  query BookingSessionsQuery($kind: BookableKind!, $slug: String!) {\n    bookingSessions(kind: $kind, slug: $slug) {\n      id\n      startsAt\n      seatsTotal\n      seatsLeft\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingView_booking on Booking {\n    id\n    number\n    status\n    statusLabel\n    quantity\n    total\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    item {\n      kind\n      slug\n      title\n      venueOrMeetingPoint\n      location {\n        lat\n        lon\n      }\n    }\n    payment {\n      provider\n      expiresAt\n      confirmationUrl\n    }\n    ticket {\n      reference\n      code\n    }\n    cancelUntil\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BookingView_booking on Booking {\n    id\n    number\n    status\n    statusLabel\n    quantity\n    total\n    session {\n      id\n      startsAt\n      endsAt\n    }\n    item {\n      kind\n      slug\n      title\n      venueOrMeetingPoint\n      location {\n        lat\n        lon\n      }\n    }\n    payment {\n      provider\n      expiresAt\n      confirmationUrl\n    }\n    ticket {\n      reference\n      code\n    }\n    cancelUntil\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingMutation($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingMutation($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookingMutation($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingView_booking\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookingMutation($input: BookingInput!) {\n    createBooking(input: $input) {\n      ...BookingView_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayBookingMutation($id: ID!) {\n    payBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"): (typeof documents)["\n  mutation PayBookingMutation($id: ID!) {\n    payBooking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CarItem_car on Car {\n    plate\n    plateDisplay\n    name\n    permitEndDate\n  }\n"): (typeof documents)["\n  fragment CarItem_car on Car {\n    plate\n    plateDisplay\n    name\n    permitEndDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTransportRouteQuery {\n    cars {\n      ...CarItem_car\n    }\n  }\n"): (typeof documents)["\n  query MyTransportRouteQuery {\n    cars {\n      ...CarItem_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCarMutation($plate: String!, $name: String!) {\n    addCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n"): (typeof documents)["\n  mutation AddCarMutation($plate: String!, $name: String!) {\n    addCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CarCheckQuery($plate: String!) {\n    carCheck(plate: $plate) {\n      plate\n      plateDisplay\n      alreadyAdded\n      permitActive\n      permitEndDate\n      canApply\n      reason\n    }\n  }\n"): (typeof documents)["\n  query CarCheckQuery($plate: String!) {\n    carCheck(plate: $plate) {\n      plate\n      plateDisplay\n      alreadyAdded\n      permitActive\n      permitEndDate\n      canApply\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCarMutation($plate: String!) {\n    removeCar(plate: $plate)\n  }\n"): (typeof documents)["\n  mutation RemoveCarMutation($plate: String!) {\n    removeCar(plate: $plate)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCarMutation($plate: String!, $name: String!) {\n    updateCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCarMutation($plate: String!, $name: String!) {\n    updateCar(plate: $plate, name: $name) {\n      ...CarItem_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueImage on Image {\n    url\n    width\n    height\n    alt\n  }\n"): (typeof documents)["\n  fragment CatalogueImage on Image {\n    url\n    width\n    height\n    alt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueHours on WorkingHours {\n    allDay\n    from\n    to\n  }\n"): (typeof documents)["\n  fragment CatalogueHours on WorkingHours {\n    allDay\n    from\n    to\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueVenue_entry on Venue {\n    address\n    workingHours {\n      ...CatalogueHours\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueVenue_entry on Venue {\n    address\n    workingHours {\n      ...CatalogueHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueContacts_entry on Contacts {\n    phone\n    website\n  }\n"): (typeof documents)["\n  fragment CatalogueContacts_entry on Contacts {\n    phone\n    website\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueCard_entry on CatalogueEntry {\n    title\n    summary\n    previewPicture {\n      ...CatalogueImage\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueCard_entry on CatalogueEntry {\n    title\n    summary\n    previewPicture {\n      ...CatalogueImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueDetail_entry on CatalogueEntry {\n    ...CatalogueCard_entry\n    html\n    gallery {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueDetail_entry on CatalogueEntry {\n    ...CatalogueCard_entry\n    html\n    gallery {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueCard_accessibility on Accessibility {\n    accessible\n    features {\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueCard_accessibility on Accessibility {\n    accessible\n    features {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessibilitySection_accessibility on Accessibility {\n    features {\n      key\n      label\n    }\n    note\n    surface {\n      value\n      label\n    }\n    gradient {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment AccessibilitySection_accessibility on Accessibility {\n    features {\n      key\n      label\n    }\n    note\n    surface {\n      value\n      label\n    }\n    gradient {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueList_page on FilteredPage {\n    pageInfo {\n      ...Pagination_pageInfo\n    }\n    filters {\n      value\n      label\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogueList_page on FilteredPage {\n    pageInfo {\n      ...Pagination_pageInfo\n    }\n    filters {\n      value\n      label\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeachCard_beach on Beach {\n    id\n    ...CatalogueCard_entry\n    group {\n      id\n      title\n    }\n    surface {\n      value\n      label\n    }\n    conditions {\n      bathing {\n        value\n        label\n      }\n      waterTemperature\n      waterTemperatureSource\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"): (typeof documents)["\n  fragment BeachCard_beach on Beach {\n    id\n    ...CatalogueCard_entry\n    group {\n      id\n      title\n    }\n    surface {\n      value\n      label\n    }\n    conditions {\n      bathing {\n        value\n        label\n      }\n      waterTemperature\n      waterTemperatureSource\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeachConditionsPanel_conditions on BeachConditions {\n    bathing {\n      value\n      label\n    }\n    flag {\n      value\n      label\n    }\n    reasons {\n      value\n      label\n    }\n    source {\n      value\n      label\n    }\n    document\n    note\n    validUntil\n    verifiedAt\n    lifeguards\n    waterTemperature\n    waterTemperatureSource\n    waterTemperatureAt\n    waveHeight\n    waveHeightAt\n    windSpeed\n    windSpeedAt\n    uvIndex\n    uvIndexAt\n  }\n"): (typeof documents)["\n  fragment BeachConditionsPanel_conditions on BeachConditions {\n    bathing {\n      value\n      label\n    }\n    flag {\n      value\n      label\n    }\n    reasons {\n      value\n      label\n    }\n    source {\n      value\n      label\n    }\n    document\n    note\n    validUntil\n    verifiedAt\n    lifeguards\n    waterTemperature\n    waterTemperatureSource\n    waterTemperatureAt\n    waveHeight\n    waveHeightAt\n    windSpeed\n    windSpeedAt\n    uvIndex\n    uvIndexAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeachView_beach on Beach {\n    ...BeachCard_beach\n    address\n    lengthMeters\n    amenities {\n      value\n      label\n    }\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    ...CatalogueDetail_entry\n    conditions {\n      ...BeachConditionsPanel_conditions\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment BeachView_beach on Beach {\n    ...BeachCard_beach\n    address\n    lengthMeters\n    amenities {\n      value\n      label\n    }\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    ...CatalogueDetail_entry\n    conditions {\n      ...BeachConditionsPanel_conditions\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CamerasView_camera on Camera {\n    id\n    title\n    summary\n    streamUrl\n    address\n    poster {\n      ...CatalogueImage\n    }\n  }\n"): (typeof documents)["\n  fragment CamerasView_camera on Camera {\n    id\n    title\n    summary\n    streamUrl\n    address\n    poster {\n      ...CatalogueImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    startsAt\n    endsAt\n    venue\n    priceFrom\n    ageLimit\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    startsAt\n    endsAt\n    venue\n    priceFrom\n    ageLimit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventView_event on Event {\n    ...EventCard_event\n    address\n    ticketUrl\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment EventView_event on Event {\n    ...EventCard_event\n    address\n    ticketUrl\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TourGroupsView_group on TourGroup {\n    id\n    title\n    summary\n    items {\n      ...TourCard_tour\n    }\n  }\n"): (typeof documents)["\n  fragment TourGroupsView_group on TourGroup {\n    id\n    title\n    summary\n    items {\n      ...TourCard_tour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeachGroupLinks_group on BeachGroup {\n    id\n    title\n    beachesCount\n  }\n"): (typeof documents)["\n  fragment BeachGroupLinks_group on BeachGroup {\n    id\n    title\n    beachesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BeachGroupView_group on BeachGroup {\n    ...BeachGroupLinks_group\n    summary\n    html\n    previewPicture {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n    beaches {\n      ...BeachCard_beach\n    }\n  }\n"): (typeof documents)["\n  fragment BeachGroupView_group on BeachGroup {\n    ...BeachGroupLinks_group\n    summary\n    html\n    previewPicture {\n      ...CatalogueImage\n    }\n    seo {\n      title\n      description\n    }\n    beaches {\n      ...BeachCard_beach\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfrastructureCard_object on InfrastructureObject {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"): (typeof documents)["\n  fragment InfrastructureCard_object on InfrastructureObject {\n    id\n    slug\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InfrastructureView_object on InfrastructureObject {\n    ...InfrastructureCard_object\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment InfrastructureView_object on InfrastructureObject {\n    ...InfrastructureCard_object\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceCard_place on Place {\n    id\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceCard_place on Place {\n    id\n    ...CatalogueCard_entry\n    category {\n      value\n      label\n    }\n    ...CatalogueVenue_entry\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceView_place on Place {\n    ...PlaceCard_place\n    priceFrom\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment PlaceView_place on Place {\n    ...PlaceCard_place\n    priceFrom\n    ...CatalogueContacts_entry\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n    location {\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RouteCard_route on WalkingRoute {\n    id\n    ...CatalogueCard_entry\n    distanceMeters\n    durationMinutes\n    difficulty {\n      value\n      label\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"): (typeof documents)["\n  fragment RouteCard_route on WalkingRoute {\n    id\n    ...CatalogueCard_entry\n    distanceMeters\n    durationMinutes\n    difficulty {\n      value\n      label\n    }\n    accessibility {\n      ...CatalogueCard_accessibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RouteView_route on WalkingRoute {\n    ...RouteCard_route\n    start\n    track {\n      lat\n      lon\n    }\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n  }\n"): (typeof documents)["\n  fragment RouteView_route on WalkingRoute {\n    ...RouteCard_route\n    start\n    track {\n      lat\n      lon\n    }\n    ...CatalogueDetail_entry\n    accessibility {\n      ...AccessibilitySection_accessibility\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TourCard_tour on Tour {\n    id\n    slug\n    ...CatalogueCard_entry\n    kind {\n      value\n      label\n    }\n    durationMinutes\n    priceFrom\n  }\n"): (typeof documents)["\n  fragment TourCard_tour on Tour {\n    id\n    slug\n    ...CatalogueCard_entry\n    kind {\n      value\n      label\n    }\n    durationMinutes\n    priceFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TourView_tour on Tour {\n    ...TourCard_tour\n    tags {\n      value\n      label\n    }\n    group {\n      id\n      title\n    }\n    groupSize\n    organizer\n    phone\n    address\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n"): (typeof documents)["\n  fragment TourView_tour on Tour {\n    ...TourCard_tour\n    tags {\n      value\n      label\n    }\n    group {\n      id\n      title\n    }\n    groupSize\n    organizer\n    phone\n    address\n    ...CatalogueDetail_entry\n    location {\n      lat\n      lon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoritesQuery {\n    favorites {\n      ...FavoritesView_favorite\n    }\n  }\n"): (typeof documents)["\n  query FavoritesQuery {\n    favorites {\n      ...FavoritesView_favorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavoritesView_favorite on Favorite {\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    available\n    addedAt\n    href\n  }\n"): (typeof documents)["\n  fragment FavoritesView_favorite on Favorite {\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    available\n    addedAt\n    href\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    addFavorite(entity: $entity, slug: $slug) {\n      ...FavoritesView_favorite\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    addFavorite(entity: $entity, slug: $slug) {\n      ...FavoritesView_favorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    removeFavorite(entity: $entity, slug: $slug) {\n      entity\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavoriteMutation($entity: FavoriteEntity!, $slug: String!) {\n    removeFavorite(entity: $entity, slug: $slug) {\n      entity\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on Article {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on Article {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleView_article on Article {\n    ...ArticleCard_article\n    description\n    html\n    updatedAt\n    seo {\n      title\n      description\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleView_article on Article {\n    ...ArticleCard_article\n    description\n    html\n    updatedAt\n    seo {\n      title\n      description\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MapView_object on MapObject {\n    kind\n    id\n    slug\n    title\n    subtitle\n    bathing\n    flag\n    accessibility {\n      accessible\n    }\n    point {\n      lat\n      lon\n    }\n    track {\n      lat\n      lon\n    }\n    image {\n      url\n      width\n      height\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment MapView_object on MapObject {\n    kind\n    id\n    slug\n    title\n    subtitle\n    bathing\n    flag\n    accessibility {\n      accessible\n    }\n    point {\n      lat\n      lon\n    }\n    track {\n      lat\n      lon\n    }\n    image {\n      url\n      width\n      height\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsQuery {\n    notifications {\n      id\n      topic\n      title\n      body\n      date\n      time\n      publishedAt\n      link\n    }\n  }\n"): (typeof documents)["\n  query NotificationsQuery {\n    notifications {\n      id\n      topic\n      title\n      body\n      date\n      time\n      publishedAt\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKeyQuery {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKeyQuery {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePushMutation($token: String!, $device: String!) {\n    subscribePush(token: $token, device: $device) {\n      device\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribePushMutation($token: String!, $device: String!) {\n    subscribePush(token: $token, device: $device) {\n      device\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePushMutation($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePushMutation($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationItem_application on ResidentPermitApplication {\n    id\n    code\n    plate\n    plateDisplay\n    carName\n    status\n    statusLabel\n    comment\n    permitEndDate\n    createdAt\n    updatedAt\n    history {\n      status\n      statusLabel\n      at\n      comment\n    }\n    files {\n      id\n      kind\n      mimeType\n      size\n    }\n    submittedAt\n    decisionDue\n    draft {\n      expiresAt\n      values {\n        surname\n        name\n        patronymic\n        date_of_birth\n        sex\n        passport_series\n        passport_number\n        passport_issue_date\n        passport_issuing_authority\n        passport_issuing_authority_code\n        registration_address\n        contact_phone\n        contact_email\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ApplicationItem_application on ResidentPermitApplication {\n    id\n    code\n    plate\n    plateDisplay\n    carName\n    status\n    statusLabel\n    comment\n    permitEndDate\n    createdAt\n    updatedAt\n    history {\n      status\n      statusLabel\n      at\n      comment\n    }\n    files {\n      id\n      kind\n      mimeType\n      size\n    }\n    submittedAt\n    decisionDue\n    draft {\n      expiresAt\n      values {\n        surname\n        name\n        patronymic\n        date_of_birth\n        sex\n        passport_series\n        passport_number\n        passport_issue_date\n        passport_issuing_authority\n        passport_issuing_authority_code\n        registration_address\n        contact_phone\n        contact_email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResidentApplicationsRouteQuery {\n    residentPermitApplications {\n      ...ApplicationItem_application\n    }\n    cars {\n      ...CarItem_car\n    }\n  }\n"): (typeof documents)["\n  query ResidentApplicationsRouteQuery {\n    residentPermitApplications {\n      ...ApplicationItem_application\n    }\n    cars {\n      ...CarItem_car\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStatementMutation($plate: String!) {\n    createStatement(plate: $plate) {\n      ...ApplicationItem_application\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStatementMutation($plate: String!) {\n    createStatement(plate: $plate) {\n      ...ApplicationItem_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePermitDraftMutation($code: String!) {\n    deleteResidentPermitDraft(code: $code)\n  }\n"): (typeof documents)["\n  mutation DeletePermitDraftMutation($code: String!) {\n    deleteResidentPermitDraft(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePermitDraftMutation($input: ResidentPermitDraftInput!) {\n    saveResidentPermitDraft(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n"): (typeof documents)["\n  mutation SavePermitDraftMutation($input: ResidentPermitDraftInput!) {\n    saveResidentPermitDraft(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitResidentPermitApplicationMutation($input: ResidentPermitApplicationInput!) {\n    submitResidentPermitApplication(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitResidentPermitApplicationMutation($input: ResidentPermitApplicationInput!) {\n    submitResidentPermitApplication(input: $input) {\n      ...ApplicationItem_application\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveBookingsQuery {\n    bookings(scope: upcoming) {\n      items {\n        id\n        status\n        total\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveBookingsQuery {\n    bookings(scope: upcoming) {\n      items {\n        id\n        status\n        total\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n"): (typeof documents)["\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePanelQuery {\n    activeResidentPermitEndDate\n  }\n"): (typeof documents)["\n  query ProfilePanelQuery {\n    activeResidentPermitEndDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchDropdownQuery($query: String!, $entity: SearchEntity, $pageSize: Int!) {\n    search(query: $query, entity: $entity, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchDropdownQuery($query: String!, $entity: SearchEntity, $pageSize: Int!) {\n    search(query: $query, entity: $entity, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultItem_result on SearchResult {\n    id\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    bathing {\n      value\n      label\n    }\n    distance\n    duration\n  }\n"): (typeof documents)["\n  fragment SearchResultItem_result on SearchResult {\n    id\n    entity\n    slug\n    title\n    image {\n      url\n      width\n      height\n      alt\n    }\n    workingHours {\n      ...CatalogueHours\n    }\n    bathing {\n      value\n      label\n    }\n    distance\n    duration\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n"): (typeof documents)["\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Pagination_pageInfo on PageInfo {\n    total\n    page\n    pageSize\n    pageCount\n  }\n"): (typeof documents)["\n  fragment Pagination_pageInfo on PageInfo {\n    total\n    page\n    pageSize\n    pageCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearMeObjectsQuery($kinds: [MapKind!]) {\n    mapObjects(kinds: $kinds) {\n      kind\n      id\n      slug\n      title\n      subtitle\n      point {\n        lat\n        lon\n      }\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearMeObjectsQuery($kinds: [MapKind!]) {\n    mapObjects(kinds: $kinds) {\n      kind\n      id\n      slug\n      title\n      subtitle\n      point {\n        lat\n        lon\n      }\n      image {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResidentCopyQuery {\n    favorites {\n      entity\n      slug\n      title\n      href\n      available\n    }\n    notifications {\n      id\n      title\n      body\n      date\n      time\n      link\n    }\n    bookings(scope: upcoming) {\n      items {\n        id\n        number\n        status\n        statusLabel\n        quantity\n        session {\n          startsAt\n        }\n        item {\n          kind\n          title\n          venueOrMeetingPoint\n        }\n        ticket {\n          reference\n          code\n        }\n      }\n    }\n    residentPermitApplications {\n      id\n      code\n      plateDisplay\n      carName\n      statusLabel\n      comment\n      permitEndDate\n      decisionDue\n      updatedAt\n    }\n    appeals {\n      items {\n        id\n        statusLabel\n      }\n    }\n    beachConditions {\n      items {\n        id\n        conditions {\n          bathing {\n            value\n            label\n          }\n          verifiedAt\n          waterTemperature\n          waterTemperatureSource\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResidentCopyQuery {\n    favorites {\n      entity\n      slug\n      title\n      href\n      available\n    }\n    notifications {\n      id\n      title\n      body\n      date\n      time\n      link\n    }\n    bookings(scope: upcoming) {\n      items {\n        id\n        number\n        status\n        statusLabel\n        quantity\n        session {\n          startsAt\n        }\n        item {\n          kind\n          title\n          venueOrMeetingPoint\n        }\n        ticket {\n          reference\n          code\n        }\n      }\n    }\n    residentPermitApplications {\n      id\n      code\n      plateDisplay\n      carName\n      statusLabel\n      comment\n      permitEndDate\n      decisionDue\n      updatedAt\n    }\n    appeals {\n      items {\n        id\n        statusLabel\n      }\n    }\n    beachConditions {\n      items {\n        id\n        conditions {\n          bathing {\n            value\n            label\n          }\n          verifiedAt\n          waterTemperature\n          waterTemperatureSource\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResidentCopyAppealQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        name\n      }\n      text\n      address\n      statusLabel\n      deadline\n      createdAt\n      history {\n        statusLabel\n        at\n      }\n      answer {\n        text\n        answeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ResidentCopyAppealQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        name\n      }\n      text\n      address\n      statusLabel\n      deadline\n      createdAt\n      history {\n        statusLabel\n        at\n      }\n      answer {\n        text\n        answeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessibilityTopicsQuery {\n    appealTopics {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AccessibilityTopicsQuery {\n    appealTopics {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AlertRouteQuery($identifier: String!) {\n    alert(identifier: $identifier) {\n      ...AlertView_alert\n    }\n  }\n"): (typeof documents)["\n  query AlertRouteQuery($identifier: String!) {\n    alert(identifier: $identifier) {\n      ...AlertView_alert\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealsRouteQuery($page: Int!) {\n    appeals(page: $page) {\n      items {\n        id\n        number\n        topic {\n          id\n          name\n        }\n        text\n        status\n        statusLabel\n        createdAt\n        deadline\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    appealDrafts {\n      requestId\n      topicId\n      text\n      address\n      updatedAt\n      expiresAt\n    }\n    followedAppeals {\n      number\n      topic {\n        id\n        name\n      }\n      text\n      status\n      statusLabel\n      closed\n      verdictDueUntil\n      myVerdict\n      href\n    }\n  }\n"): (typeof documents)["\n  query AppealsRouteQuery($page: Int!) {\n    appeals(page: $page) {\n      items {\n        id\n        number\n        topic {\n          id\n          name\n        }\n        text\n        status\n        statusLabel\n        createdAt\n        deadline\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    appealDrafts {\n      requestId\n      topicId\n      text\n      address\n      updatedAt\n      expiresAt\n    }\n    followedAppeals {\n      number\n      topic {\n        id\n        name\n      }\n      text\n      status\n      statusLabel\n      closed\n      verdictDueUntil\n      myVerdict\n      href\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewAppealRouteQuery($requestId: ID!) {\n    appealDraft(requestId: $requestId) {\n      requestId\n      topicId\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        name\n      }\n      isPublic\n    }\n  }\n"): (typeof documents)["\n  query NewAppealRouteQuery($requestId: ID!) {\n    appealDraft(requestId: $requestId) {\n      requestId\n      topicId\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        name\n      }\n      isPublic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppealRouteQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        id\n        name\n      }\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        mimeType\n        url\n      }\n      isPublic\n      status\n      statusLabel\n      closed\n      scheduledFor\n      referredTo\n      duplicateOf {\n        id\n        number\n        own\n      }\n      history {\n        status\n        statusLabel\n        at\n        note\n        scheduledFor\n        referredTo\n        duplicateOf {\n          id\n          number\n          own\n        }\n      }\n      deadline\n      expectedDatetime\n      answer {\n        text\n        answeredAt\n        photos {\n          id\n          mimeType\n          url\n        }\n      }\n      createdAt\n      verdictDueUntil\n      myVerdict\n    }\n  }\n"): (typeof documents)["\n  query AppealRouteQuery($id: ID!) {\n    appeal(id: $id) {\n      id\n      number\n      topic {\n        id\n        name\n      }\n      text\n      address\n      location {\n        lat\n        lon\n      }\n      photos {\n        id\n        mimeType\n        url\n      }\n      isPublic\n      status\n      statusLabel\n      closed\n      scheduledFor\n      referredTo\n      duplicateOf {\n        id\n        number\n        own\n      }\n      history {\n        status\n        statusLabel\n        at\n        note\n        scheduledFor\n        referredTo\n        duplicateOf {\n          id\n          number\n          own\n        }\n      }\n      deadline\n      expectedDatetime\n      answer {\n        text\n        answeredAt\n        photos {\n          id\n          mimeType\n          url\n        }\n      }\n      createdAt\n      verdictDueUntil\n      myVerdict\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!, $kind: BookableKind) {\n    upcoming: bookings(scope: upcoming, page: $upcomingPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    past: bookings(scope: past, page: $pastPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    cancelled: bookings(scope: cancelled, page: $cancelledPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!, $kind: BookableKind) {\n    upcoming: bookings(scope: upcoming, page: $upcomingPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    past: bookings(scope: past, page: $pastPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    cancelled: bookings(scope: cancelled, page: $cancelledPage, kind: $kind) {\n      items {\n        ...BookingView_booking\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingRouteQuery($id: ID!) {\n    booking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"): (typeof documents)["\n  query BookingRouteQuery($id: ID!) {\n    booking(id: $id) {\n      ...BookingView_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BeachesListRouteQuery($page: Int!, $accessible: Boolean) {\n    beaches(page: $page, accessible: $accessible) {\n      items {\n        ...BeachCard_beach\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    beachGroups {\n      ...BeachGroupLinks_group\n    }\n  }\n"): (typeof documents)["\n  query BeachesListRouteQuery($page: Int!, $accessible: Boolean) {\n    beaches(page: $page, accessible: $accessible) {\n      items {\n        ...BeachCard_beach\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    beachGroups {\n      ...BeachGroupLinks_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BeachRouteQuery($id: ID!) {\n    beach(id: $id) {\n      ...BeachView_beach\n    }\n  }\n"): (typeof documents)["\n  query BeachRouteQuery($id: ID!) {\n    beach(id: $id) {\n      ...BeachView_beach\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BeachGroupRouteQuery($id: ID!) {\n    beachGroup(id: $id) {\n      ...BeachGroupView_group\n    }\n  }\n"): (typeof documents)["\n  query BeachGroupRouteQuery($id: ID!) {\n    beachGroup(id: $id) {\n      ...BeachGroupView_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CamerasRouteQuery {\n    cameras {\n      ...CamerasView_camera\n    }\n  }\n"): (typeof documents)["\n  query CamerasRouteQuery {\n    cameras {\n      ...CamerasView_camera\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsListRouteQuery($page: Int!, $date: EventDateFilter!) {\n    events(page: $page, date: $date) {\n      items {\n        ...EventCard_event\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsListRouteQuery($page: Int!, $date: EventDateFilter!) {\n    events(page: $page, date: $date) {\n      items {\n        ...EventCard_event\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRouteQuery($slug: String!) {\n    event(slug: $slug) {\n      ...EventView_event\n    }\n  }\n"): (typeof documents)["\n  query EventRouteQuery($slug: String!) {\n    event(slug: $slug) {\n      ...EventView_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InfrastructureListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    infrastructure(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...InfrastructureCard_object\n      }\n      ...CatalogueList_page\n    }\n  }\n"): (typeof documents)["\n  query InfrastructureListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    infrastructure(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...InfrastructureCard_object\n      }\n      ...CatalogueList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InfrastructureRouteQuery($slug: String!) {\n    infrastructureObject(slug: $slug) {\n      ...InfrastructureView_object\n    }\n  }\n"): (typeof documents)["\n  query InfrastructureRouteQuery($slug: String!) {\n    infrastructureObject(slug: $slug) {\n      ...InfrastructureView_object\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    places(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...PlaceCard_place\n      }\n      ...CatalogueList_page\n    }\n  }\n"): (typeof documents)["\n  query PlacesListRouteQuery($page: Int!, $category: String, $accessible: Boolean) {\n    places(page: $page, category: $category, accessible: $accessible) {\n      items {\n        ...PlaceCard_place\n      }\n      ...CatalogueList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceRouteQuery($id: ID!) {\n    place(id: $id) {\n      ...PlaceView_place\n    }\n  }\n"): (typeof documents)["\n  query PlaceRouteQuery($id: ID!) {\n    place(id: $id) {\n      ...PlaceView_place\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutesListRouteQuery($page: Int!, $accessible: Boolean) {\n    walkingRoutes(page: $page, accessible: $accessible) {\n      items {\n        ...RouteCard_route\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoutesListRouteQuery($page: Int!, $accessible: Boolean) {\n    walkingRoutes(page: $page, accessible: $accessible) {\n      items {\n        ...RouteCard_route\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteRouteQuery($id: ID!) {\n    walkingRoute(id: $id) {\n      ...RouteView_route\n    }\n  }\n"): (typeof documents)["\n  query RouteRouteQuery($id: ID!) {\n    walkingRoute(id: $id) {\n      ...RouteView_route\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToursListRouteQuery($page: Int!, $tag: String) {\n    tours(page: $page, tag: $tag) {\n      items {\n        ...TourCard_tour\n      }\n      ...CatalogueList_page\n    }\n  }\n"): (typeof documents)["\n  query ToursListRouteQuery($page: Int!, $tag: String) {\n    tours(page: $page, tag: $tag) {\n      items {\n        ...TourCard_tour\n      }\n      ...CatalogueList_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TourRouteQuery($slug: String!) {\n    tour(slug: $slug) {\n      ...TourView_tour\n    }\n  }\n"): (typeof documents)["\n  query TourRouteQuery($slug: String!) {\n    tour(slug: $slug) {\n      ...TourView_tour\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TourGroupsRouteQuery {\n    tourGroups {\n      ...TourGroupsView_group\n    }\n  }\n"): (typeof documents)["\n  query TourGroupsRouteQuery {\n    tourGroups {\n      ...TourGroupsView_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n    events(page: 1) {\n      items {\n        ...EventCard_event\n      }\n    }\n    beaches(page: 1) {\n      items {\n        ...BeachCard_beach\n      }\n    }\n    beachConditions {\n      bathingAllowed\n      total\n    }\n    tours(page: 1) {\n      items {\n        ...TourCard_tour\n      }\n    }\n    places(page: 1) {\n      items {\n        ...PlaceCard_place\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n    events(page: 1) {\n      items {\n        ...EventCard_event\n      }\n    }\n    beaches(page: 1) {\n      items {\n        ...BeachCard_beach\n      }\n    }\n    beachConditions {\n      bathingAllowed\n      total\n    }\n    tours(page: 1) {\n      items {\n        ...TourCard_tour\n      }\n    }\n    places(page: 1) {\n      items {\n        ...PlaceCard_place\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n"): (typeof documents)["\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapRouteQuery {\n    mapObjects {\n      ...MapView_object\n    }\n  }\n"): (typeof documents)["\n  query MapRouteQuery {\n    mapObjects {\n      ...MapView_object\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermitSentRouteQuery($code: String!) {\n    residentPermitApplication(code: $code) {\n      id\n      code\n      plateDisplay\n      carName\n      status\n      statusLabel\n      submittedAt\n      decisionDue\n    }\n  }\n"): (typeof documents)["\n  query PermitSentRouteQuery($code: String!) {\n    residentPermitApplication(code: $code) {\n      id\n      code\n      plateDisplay\n      carName\n      status\n      statusLabel\n      submittedAt\n      decisionDue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppealsRouteQuery($perPage: Int!) {\n    publicAppeals(page: 1, perPage: $perPage) {\n      items {\n        ...PublicAppealCard_appeal\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicAppealsRouteQuery($perPage: Int!) {\n    publicAppeals(page: 1, perPage: $perPage) {\n      items {\n        ...PublicAppealCard_appeal\n      }\n      pageInfo {\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicAppealRouteQuery($number: String!) {\n    publicAppeal(number: $number) {\n      ...PublicAppealView_appeal\n    }\n  }\n"): (typeof documents)["\n  query PublicAppealRouteQuery($number: String!) {\n    publicAppeal(number: $number) {\n      ...PublicAppealView_appeal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedirectRouteQuery($path: String!) {\n    redirectFor(path: $path) {\n      from\n      destination\n      statusCode\n    }\n  }\n"): (typeof documents)["\n  query RedirectRouteQuery($path: String!) {\n    redirectFor(path: $path) {\n      from\n      destination\n      statusCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRouteQuery($query: String!, $entity: SearchEntity, $page: Int!, $pageSize: Int!) {\n    search(query: $query, entity: $entity, page: $page, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchRouteQuery($query: String!, $entity: SearchEntity, $page: Int!, $pageSize: Int!) {\n    search(query: $query, entity: $entity, page: $page, pageSize: $pageSize) {\n      items {\n        ...SearchResultItem_result\n      }\n      pageInfo {\n        ...Pagination_pageInfo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapRouteQuery {\n    sitemapEntries {\n      kind\n      key\n      articleType\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SitemapRouteQuery {\n    sitemapEntries {\n      kind\n      key\n      articleType\n      updatedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;