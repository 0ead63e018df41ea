import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

/** Demo players for trying the casino locally (README "Demo accounts"); never seeded in production. */
export const demoPlayers = [
  {
    uniqueId: 'demoMaria01',
    email: 'demo@casino.local',
    password: 'Demo#2026',
    firstName: 'Maria',
    lastName: 'Borg',
    gender: 'female',
    dateOfBirth: '1990-05-17',
    countryCode: 'MT',
    currencyCode: 'EUR',
    city: 'Valletta',
    isEmailVerified: true,
  },
  {
    uniqueId: 'demoAyse002',
    email: 'demo.try@casino.local',
    password: 'Demo#2026',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    gender: 'female',
    dateOfBirth: '1988-11-02',
    countryCode: 'TR',
    currencyCode: 'TRY',
    city: 'Izmir',
    isEmailVerified: false,
  },
] as const;

export async function seedDemoPlayers(db: Database): Promise<void> {
  for (const { password, ...player } of demoPlayers) {
    await db
      .insert(users)
      .values({ ...player, registrationType: 'email', passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
}
