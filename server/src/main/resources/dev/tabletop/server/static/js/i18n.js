// Labels in Vietnamese and English. The language is the one chosen with the toggle (kept in
// localStorage), else the browser's own when it is Vietnamese, else English.

const LABELS = {
  en: {
    title: 'tabletop: play Cờ Thú, Cờ Cá Ngựa and Domino',
    lobby: 'Lobby',
    newTable: 'New table',
    game: 'Game',
    variant: 'Variant',
    spec: 'Rules (spec)',
    clock: 'Clock',
    noClock: 'no clock',
    seats: 'Seats',
    seat: 'Seat',
    you: 'You',
    person: 'A person (open seat)',
    computer: 'Computer',
    yourName: 'Your name',
    create: 'Create and sit',
    tables: 'Tables',
    refresh: 'Refresh',
    noTables: 'No tables yet: create one.',
    join: 'Sit at seat',
    watch: 'Watch',
    resume: 'Back to my seat',
    api: 'The API (for programs)',
    waiting: 'waiting for players',
    playing: 'playing',
    over: 'over',
    toMove: 'to move',
    yourTurn: 'Your turn',
    theirTurn: 'Seat {0} to move',
    hint: 'Hint',
    hintIs: 'Hint (Khó): {0}',
    thinking: 'thinking…',
    moves: 'Moves',
    legal: 'Your legal moves',
    result: 'Result',
    rematch: 'Rematch',
    spectator: 'You are watching',
    youAre: 'You are seat {0}',
    notLegal: 'Not a legal move here: pick a highlighted one.',
    refused: 'Refused: {0}',
    connecting: 'connecting…',
    connected: 'connected',
    disconnected: 'connection lost: reconnecting…',
    boneyard: 'Boneyard: {0}',
    hand: 'Your hand',
    hands: 'Hands',
    line: 'Line of play',
    left: 'left end',
    right: 'right end',
    roll: 'Roll',
    wins: 'Seat {0} wins',
    drawn: 'A draw',
    oneSeat: 'Only one seat can be yours.',
    returns: 'Returns',
    timeOut: 'Seat {0} ran out of time',
    language: 'Tiếng Việt',
    computerLevel: 'computer ({0})',
    open: 'open',
    taken: 'taken',
    capture: 'Capture!',
    kick: 'Kicked back!',
    draw: 'From the boneyard!',
    dealt: '{0} tiles dealt',
    gameNames: {jungle: 'Cờ Thú (Jungle)', ludo: 'Cờ Cá Ngựa (Ludo)', domino: 'Domino'},
    levels: {
      practice: 'Practice', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert',
      master: 'Master',
    },
    sides: {red: 'Red', blue: 'Blue'},
    animals: {
      rat: 'Rat', cat: 'Cat', dog: 'Dog', wolf: 'Wolf', leopard: 'Leopard', tiger: 'Tiger',
      lion: 'Lion', elephant: 'Elephant',
    },
  },
  vi: {
    title: 'tabletop: chơi Cờ Thú, Cờ Cá Ngựa và Domino',
    lobby: 'Sảnh',
    newTable: 'Bàn mới',
    game: 'Trò chơi',
    variant: 'Biến thể',
    spec: 'Luật (spec)',
    clock: 'Đồng hồ',
    noClock: 'không tính giờ',
    seats: 'Ghế',
    seat: 'Ghế',
    you: 'Bạn',
    person: 'Người chơi (ghế trống)',
    computer: 'Máy',
    yourName: 'Tên bạn',
    create: 'Tạo bàn và ngồi',
    tables: 'Các bàn',
    refresh: 'Làm mới',
    noTables: 'Chưa có bàn nào: hãy tạo một bàn.',
    join: 'Ngồi ghế',
    watch: 'Xem',
    resume: 'Về ghế của tôi',
    api: 'API (cho chương trình)',
    waiting: 'đang chờ người chơi',
    playing: 'đang chơi',
    over: 'đã xong',
    toMove: 'đến lượt',
    yourTurn: 'Đến lượt bạn',
    theirTurn: 'Đến lượt ghế {0}',
    hint: 'Gợi ý',
    hintIs: 'Gợi ý (Khó): {0}',
    thinking: 'đang nghĩ…',
    moves: 'Nước đi',
    legal: 'Các nước bạn được đi',
    result: 'Kết quả',
    rematch: 'Chơi lại',
    spectator: 'Bạn đang xem',
    youAre: 'Bạn ngồi ghế {0}',
    notLegal: 'Nước này không hợp lệ: hãy chọn ô được tô sáng.',
    refused: 'Bị từ chối: {0}',
    connecting: 'đang kết nối…',
    connected: 'đã kết nối',
    disconnected: 'mất kết nối: đang kết nối lại…',
    boneyard: 'Nọc: {0}',
    hand: 'Bài của bạn',
    hands: 'Bài trên tay',
    line: 'Hàng quân',
    left: 'đầu trái',
    right: 'đầu phải',
    roll: 'Xúc xắc',
    wins: 'Ghế {0} thắng',
    drawn: 'Hòa',
    oneSeat: 'Bạn chỉ ngồi được một ghế.',
    returns: 'Điểm',
    timeOut: 'Ghế {0} hết giờ',
    language: 'English',
    computerLevel: 'máy ({0})',
    open: 'trống',
    taken: 'có người',
    capture: 'Ăn quân!',
    kick: 'Đá ngựa về chuồng!',
    draw: 'Bốc bài từ nọc!',
    dealt: 'chia {0} quân bài',
    gameNames: {jungle: 'Cờ Thú', ludo: 'Cờ Cá Ngựa', domino: 'Domino'},
    levels: {
      practice: 'Tập chơi', easy: 'Dễ', medium: 'Vừa', hard: 'Khó', expert: 'Cao thủ',
      master: 'Đại sư',
    },
    sides: {red: 'Đỏ', blue: 'Xanh'},
    animals: {
      rat: 'Chuột', cat: 'Mèo', dog: 'Chó', wolf: 'Sói', leopard: 'Báo', tiger: 'Hổ',
      lion: 'Sư tử', elephant: 'Voi',
    },
  },
};

/** The language in use: 'vi' or 'en'. */
export function lang() {
  const chosen = localStorage.getItem('tabletop.lang');
  if (chosen === 'vi' || chosen === 'en') {
    return chosen;
  }
  const first = (navigator.languages && navigator.languages[0]) || navigator.language || 'en';
  return first.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

/** A label, with {0}, {1}… filled in. */
export function t(key, ...args) {
  const v = LABELS[lang()][key] ?? LABELS.en[key] ?? key;
  return typeof v === 'string' ? v.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)])) : v;
}

/** Fills every element with data-i18n, sets the page's language, wires the toggle. */
export function applyLabels(onChange) {
  document.documentElement.lang = lang();
  document.title = t('title');
  for (const el of document.querySelectorAll('[data-i18n]')) {
    el.textContent = t(el.dataset.i18n);
  }
  const toggle = document.getElementById('lang');
  if (toggle && !toggle.dataset.wired) {
    toggle.dataset.wired = '1';
    toggle.addEventListener('click', () => {
      localStorage.setItem('tabletop.lang', lang() === 'vi' ? 'en' : 'vi');
      applyLabels(onChange);
      if (onChange) {
        onChange();
      }
    });
  }
}
