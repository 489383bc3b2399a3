/** /robots.txt: getServerSideProps writes the text itself, so the page never renders. */
const Robots = () => null

export default Robots
export { getRobotsProps as getServerSideProps } from '@/lib/server/ssr/robots'
