// A free time from working hours has no row until it is booked, so the lists name it by an id of
// its own: this base plus its start in whole minutes since 1970. Slot rows' ids stay far below.

export const TIME_ID_BASE = 1_000_000_000;

export const isTimeId = (id: number) => id > TIME_ID_BASE;

export const timeIdOf = (startMs: number) => TIME_ID_BASE + Math.floor(startMs / 60_000);

export const startOfTimeId = (id: number) => (id - TIME_ID_BASE) * 60_000;
