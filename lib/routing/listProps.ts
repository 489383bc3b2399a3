/**
 * A list page's props: its route query's result and the filter value, under the route parameter's
 * name. The view declares them (from the generated operation type) and the list loader returns them.
 */
export type ListPageProps<TData, TParam extends string = 'filter'> = { data: TData } & Record<TParam, string | null>
