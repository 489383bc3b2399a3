import { TAKE_OVER } from './deviceCopy'
import { takeUpdate, watchWaitingWorker } from './waitingWorker'

/** A worker as the page sees it: a state and the statechange event. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = jest.fn()
  become(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
}

function container(registration: FakeRegistration | undefined, controlled = true) {
  const fake = new EventTarget() as EventTarget & { controller: object | null; getRegistration: () => Promise<unknown> }
  fake.controller = controlled ? {} : null
  fake.getRegistration = async () => registration
  return fake as unknown as ServiceWorkerContainer
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchWaitingWorker', () => {
  it('tells at once when a new worker is already waiting', async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    const onWaiting = jest.fn()
    watchWaitingWorker(container(registration), onWaiting)
    await settle()
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('tells when a worker found later has installed', async () => {
    const registration = new FakeRegistration()
    const onWaiting = jest.fn()
    watchWaitingWorker(container(registration), onWaiting)
    await settle()
    const next = new FakeWorker()
    registration.installing = next
    registration.dispatchEvent(new Event('updatefound'))
    expect(onWaiting).not.toHaveBeenCalled()
    next.become('installed')
    expect(onWaiting).toHaveBeenCalledTimes(1)
  })

  it('says nothing for the first worker of a page (nothing older to replace)', async () => {
    const registration = new FakeRegistration()
    const first = new FakeWorker()
    registration.installing = first
    const onWaiting = jest.fn()
    watchWaitingWorker(container(registration, false), onWaiting)
    await settle()
    first.become('installed')
    expect(onWaiting).not.toHaveBeenCalled()
  })

  it('says nothing once stopped', async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    const onWaiting = jest.fn()
    const stop = watchWaitingWorker(container(registration), onWaiting)
    stop()
    await settle()
    expect(onWaiting).not.toHaveBeenCalled()
  })
})

describe('takeUpdate', () => {
  it('asks the waiting worker to take over, and reloads once it has', async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    const pageWorkers = container(registration)
    const reload = jest.fn()
    await takeUpdate(pageWorkers, reload)
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: TAKE_OVER })
    expect(reload).not.toHaveBeenCalled()
    pageWorkers.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('just reloads when no worker waits (only the site’s build changed)', async () => {
    const reload = jest.fn()
    await takeUpdate(container(new FakeRegistration()), reload)
    expect(reload).toHaveBeenCalledTimes(1)
    const noWorkers = jest.fn()
    await takeUpdate(undefined, noWorkers)
    expect(noWorkers).toHaveBeenCalledTimes(1)
  })
})
