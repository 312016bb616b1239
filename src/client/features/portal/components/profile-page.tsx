import { QueryStatus } from '../../../components/query-status';
import { useProfile } from '../api/profile-api';
import { EmailChangeForm } from './email-change-form';
import { ProfileForm } from './profile-form';

/** /user/profile: name and phone, and an e-mail change confirmed by a code. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <div style={{ maxWidth: '40rem' }}>
      <h1 className="mb-4">Profile</h1>
      <QueryStatus query={profile} loading="Loading your profile..." what="your profile" />
      {profile.data && (
        <>
          <div className="card mb-4">
            <div className="card-body">
              <ProfileForm profile={profile.data} />
            </div>
          </div>
          <div className="card mb-4">
            <div className="card-body">
              <EmailChangeForm profile={profile.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
