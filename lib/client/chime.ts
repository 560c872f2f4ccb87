/**
 * How a finished timer makes itself noticed (issue 28): a chime (Web Audio, no sound file to
 * load), a vibration, and a system notification where the cook allowed them. Browsers let a page
 * make sound only after a tap, so the tap that starts a timer also wakes the audio (`primeChime`)
 * and asks once for notifications; after a reload without a tap the vibration, the notification
 * and the page itself still say it.
 */
let audio: AudioContext | undefined;

/** Called from the tap that starts a timer. */
export function primeChime() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  } catch {
    audio = undefined; // no Web Audio here
  }
  if ('Notification' in window && Notification.permission === 'default') {
    void Notification.requestPermission().catch(() => undefined);
  }
}

/** Three rising beeps. */
function playChime() {
  try {
    audio ??= new AudioContext();
    const ctx = audio;
    const start = ctx.currentTime + 0.05;
    [0, 0.35, 0.7].forEach((offset, i) => {
      const tone = ctx.createOscillator();
      const gain = ctx.createGain();
      tone.frequency.value = 660 + i * 220;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
      tone.connect(gain).connect(ctx.destination);
      tone.start(start + offset);
      tone.stop(start + offset + 0.32);
    });
  } catch {
    // No sound: the vibration, the notification and the page still tell.
  }
}

async function notify(title: string, body: string, tag: string) {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    // Where a service worker controls the page (and on Android, where `new Notification` throws),
    // its registration shows it.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification(title, { body, tag });
    else new Notification(title, { body, tag });
  } catch {
    // Refused by the system: the page still tells.
  }
}

export function ring({ title, body, tag }: { title: string; body: string; tag: string }) {
  playChime();
  navigator.vibrate?.([400, 200, 400, 200, 400]);
  void notify(title, body, tag);
}
