
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueEntry": [
      "Beach",
      "Event",
      "InfrastructureObject",
      "Place",
      "Tour",
      "WalkingRoute"
    ],
    "Contacts": [
      "InfrastructureObject",
      "Place"
    ],
    "FilteredPage": [
      "InfrastructurePage",
      "PlacePage",
      "TourPage"
    ],
    "Venue": [
      "Beach",
      "InfrastructureObject",
      "Place"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CatalogueEntry": [
      "Beach",
      "Event",
      "InfrastructureObject",
      "Place",
      "Tour",
      "WalkingRoute"
    ],
    "Contacts": [
      "InfrastructureObject",
      "Place"
    ],
    "FilteredPage": [
      "InfrastructurePage",
      "PlacePage",
      "TourPage"
    ],
    "Venue": [
      "Beach",
      "InfrastructureObject",
      "Place"
    ]
  }
};
      export default result;
    