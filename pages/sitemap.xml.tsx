/** /sitemap.xml: getServerSideProps writes the XML itself, so the page never renders. */
const Sitemap = () => null

export default Sitemap
export { getSitemapProps as getServerSideProps } from '@/lib/server/ssr/sitemap'
