// /user/profile: name, phone, and an e-mail change confirmed by a code (being built).
export function ProfilePage() {
  return null;
}
