import { describe, expect, it } from 'vitest';
import { DeviceWrites } from './device-writes';

/** A scheduler run by hand: the "frame" is painted when the test says so. */
function frames() {
  const waiting: (() => void)[] = [];
  return {
    schedule: (work: () => void) => void waiting.push(work),
    paint: () => waiting.splice(0).forEach((work) => work()),
  };
}

describe('DeviceWrites', () => {
  it('writes nothing within the tap, then the frame’s changes together and in order', async () => {
    const written: string[][] = [];
    const frame = frames();
    const writes = new DeviceWrites<string>(async (batch) => {
      written.push(batch);
    }, frame.schedule);
    writes.add('status');
    writes.add('finding');
    expect(written).toEqual([]);
    frame.paint();
    await writes.flush();
    writes.add('caption');
    frame.paint();
    await writes.flush();
    expect(written).toEqual([['status', 'finding'], ['caption']]);
  });

  it('starts a write only after the one under way, so the device keeps their order', async () => {
    const order: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const writes = new DeviceWrites<string>(
      async (batch) => {
        if (batch[0] === 'a') await first;
        order.push(...batch);
      },
      () => undefined,
    );
    writes.add('a');
    const one = writes.flush();
    writes.add('b');
    const two = writes.flush();
    release();
    await Promise.all([one, two]);
    expect(order).toEqual(['a', 'b']);
  });

  it('writes at once what is waiting when asked (before a publish)', async () => {
    const written: string[] = [];
    const writes = new DeviceWrites<string>(
      async (batch) => void written.push(...batch),
      () => undefined,
    );
    writes.add('facts');
    await writes.flush();
    expect(written).toEqual(['facts']);
  });
});
