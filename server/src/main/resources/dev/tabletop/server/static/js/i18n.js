// Labels in Vietnamese and English. The language is the one chosen with the toggle (kept in
// localStorage), else the browser's own when it is Vietnamese, else English.

export const LABELS = {
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
    advanced: 'Advanced',
    quickPlay: 'Play the computer',
    quickGame: '{0} against the computer',
    clockGame: '{0} minutes',
    clockMove: '{0} s a move',
    clockIncrement: '+{0} s a move',
    players: '{0} players',
    presets: {
      standard: 'Standard', threefold: 'Threefold repetition', leiden: 'Leiden rules',
      house: 'House rules', beginners: 'Beginners', twoDice: 'Two dice',
      twoPlayers: 'Two players', threePlayers: 'Three players', partnership: 'Partners',
      partnershipStakes: 'Partners, with stakes', blockTwo: 'Block, two players',
    },
    computerShort: 'Computer {0}',
    personShort: 'Person',
    openShort: 'Open seat',
    seatN: 'Seat {0}',
    whoColour: '{0} · {1}',
    yourTurnAs: 'Your turn ({0})',
    toMoveAs: '{0} to move',
    computerThinking: 'Computer ({0}) is thinking…',
    autoPass: 'No move but to pass: passed for you.',
    autoDraw: 'No tile fits: drawn from the boneyard for you.',
    sentWait: 'Move sent…',
    reconnected: 'Connected again.',
    resign: 'Resign',
    takeBack: 'Take back',
    takenBack: 'Move taken back: your turn again.',
    resignConfirm: 'Resign this game?',
    offerDraw: 'Offer a draw',
    drawOffered: '{0} offers a draw.',
    drawOfferSent: 'Draw offered: waiting for the answer.',
    acceptDraw: 'Accept the draw',
    declineDraw: 'Decline',
    drawDeclined: 'The draw offer was declined.',
    flip: 'Flip board',
    pace: 'Computer pace',
    sounds: 'Sounds',
    paceFast: 'instant',
    paceNormal: 'normal (0.6 s)',
    paceSlow: 'slow (1.2 s)',
    nextRound: 'Next round',
    close: 'Close',
    youWon: 'You won',
    youLost: 'You lost',
    isWinner: '{0} won',
    gameDrawn: 'Drawn',
    because: '{0}: {1}',
    reasons: {
      den: '{0} reached the den', 'all captured': 'every piece of {1} was captured',
      'no move': '{1} had no move', repetition: 'the same position came three times',
      'first home': '{0} brought every horse home first', places: '{0} finished first',
      domino: '{0} played the last tile', blocked: 'nobody could play: the lowest count wins',
      resigned: '{1} resigned', abandoned: 'nobody played for too long', agreed: 'draw agreed',
      time: '{1} ran out of time',
    },
    handsAtEnd: 'The hands at the end',
    count: 'count {0}',
    payout: 'score {0}',
    scoring: 'How it was counted',
    keyboardMove: 'Type a move',
    keyboardHelp: 'Type a move such as g3g4 and press Enter, or use the arrow keys and Enter.',
    board: 'The board',
    clocks: 'Clocks',
    moveCount: '{0}.',
    colours: {
      jungle: ['Red', 'Blue'],
      ludo: ['Red', 'Blue', 'Yellow', 'Green'],
    },
    fx: {
      animal: '{1} {0}', moved: '{0} {1}–{2}', jumped: '{0} leaps {1}–{2}', captured: 'takes {0} on {1}',
      rolled: 'rolls {0}', entered: 'horse {0} enters at cell {1}',
      ludoMoved: 'horse {0}: cell {1}–{2}', movedBack: 'horse {0} back: cell {1}–{2}',
      ludoJumped: 'horse {0} jumps: cell {1}–{2}', kicked: 'kicks {0} horse {1} from cell {2}',
      enteredHome: 'horse {0} enters home cell {1}', climbed: 'horse {0} climbs home {1}–{2}',
      passed: 'passes', bonusRoll: 'rolls again', finished: 'finishes, place {0}',
      gameOver: 'game over', led: 'leads {0}', played: 'plays {0} on the {1} end',
      drawStarted: 'draws from the boneyard', drew: 'draws {0}', drewHidden: 'draws a tile',
      roundEnded: 'round over', gameEnded: 'game over', left: 'left', right: 'right',
      and: ' and ',
    },
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
    advanced: 'Nâng cao',
    quickPlay: 'Chơi với máy',
    quickGame: '{0} với máy',
    clockGame: '{0} phút',
    clockMove: '{0} giây mỗi nước',
    clockIncrement: '+{0} giây mỗi nước',
    players: '{0} người chơi',
    presets: {
      standard: 'Chuẩn', threefold: 'Lặp ba lần', leiden: 'Luật Leiden',
      house: 'Luật nhà', beginners: 'Cho người mới', twoDice: 'Hai xúc xắc',
      twoPlayers: 'Hai người', threePlayers: 'Ba người', partnership: 'Chơi cặp',
      partnershipStakes: 'Chơi cặp, có cược', blockTwo: 'Chặn, hai người',
    },
    computerShort: 'Máy {0}',
    personShort: 'Người chơi',
    openShort: 'Ghế trống',
    seatN: 'Ghế {0}',
    whoColour: '{0} · {1}',
    yourTurnAs: 'Đến lượt bạn ({0})',
    toMoveAs: 'Đến lượt {0}',
    computerThinking: 'Máy ({0}) đang nghĩ…',
    autoPass: 'Không có nước nào ngoài bỏ lượt: đã bỏ lượt giúp bạn.',
    autoDraw: 'Không quân nào vừa: đã bốc bài giúp bạn.',
    sentWait: 'Đã gửi nước đi…',
    reconnected: 'Đã kết nối lại.',
    resign: 'Xin thua',
    takeBack: 'Đi lại',
    takenBack: 'Đã đi lại: lại đến lượt bạn.',
    resignConfirm: 'Xin thua ván này?',
    offerDraw: 'Cầu hòa',
    drawOffered: '{0} cầu hòa.',
    drawOfferSent: 'Đã cầu hòa: đang chờ trả lời.',
    acceptDraw: 'Đồng ý hòa',
    declineDraw: 'Từ chối',
    drawDeclined: 'Lời cầu hòa bị từ chối.',
    flip: 'Xoay bàn cờ',
    pace: 'Tốc độ của máy',
    sounds: 'Âm thanh',
    paceFast: 'tức thì',
    paceNormal: 'vừa (0,6 giây)',
    paceSlow: 'chậm (1,2 giây)',
    nextRound: 'Ván tiếp',
    close: 'Đóng',
    youWon: 'Bạn thắng',
    youLost: 'Bạn thua',
    isWinner: '{0} thắng',
    gameDrawn: 'Hòa',
    because: '{0}: {1}',
    reasons: {
      den: '{0} vào hang', 'all captured': '{1} bị ăn hết quân',
      'no move': '{1} hết nước đi', repetition: 'một thế cờ lặp lại ba lần',
      'first home': '{0} đưa cả bốn ngựa về chuồng trước', places: '{0} về đích trước',
      domino: '{0} đánh hết bài', blocked: 'không ai đi được nữa: ít điểm nhất thắng',
      resigned: '{1} xin thua', abandoned: 'quá lâu không ai chơi', agreed: 'hai bên đồng ý hòa',
      time: '{1} hết giờ',
    },
    handsAtEnd: 'Bài còn lại trên tay',
    count: '{0} điểm',
    payout: 'được {0}',
    scoring: 'Cách tính điểm',
    keyboardMove: 'Gõ nước đi',
    keyboardHelp: 'Gõ nước đi như g3g4 rồi nhấn Enter, hoặc dùng phím mũi tên và Enter.',
    board: 'Bàn cờ',
    clocks: 'Đồng hồ',
    moveCount: '{0}.',
    colours: {
      jungle: ['Đỏ', 'Xanh'],
      ludo: ['Đỏ', 'Xanh dương', 'Vàng', 'Xanh lá'],
    },
    fx: {
      animal: '{0} {1}', moved: '{0} {1}–{2}', jumped: '{0} nhảy sông {1}–{2}', captured: 'ăn {0} ở {1}',
      rolled: 'gieo được {0}', entered: 'ngựa {0} xuất quân ra ô {1}',
      ludoMoved: 'ngựa {0}: ô {1}–{2}', movedBack: 'ngựa {0} lùi: ô {1}–{2}',
      ludoJumped: 'ngựa {0} nhảy: ô {1}–{2}', kicked: 'đá ngựa {1} {0} về chuồng từ ô {2}',
      enteredHome: 'ngựa {0} vào chuồng ô {1}', climbed: 'ngựa {0} lên chuồng {1}–{2}',
      passed: 'bỏ lượt', bonusRoll: 'được gieo thêm', finished: 'về đích, hạng {0}',
      gameOver: 'hết ván', led: 'đi đầu {0}', played: 'đánh {0} vào đầu {1}',
      drawStarted: 'bốc bài từ nọc', drew: 'bốc được {0}', drewHidden: 'bốc một quân',
      roundEnded: 'hết ván', gameEnded: 'hết ván', left: 'trái', right: 'phải',
      and: ' và ',
    },
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

/**
 * The keys one dictionary has and the other lacks, at any depth ('vi.fx.moved'): the test of
 * the dictionaries asks for this to be empty.
 */
export function missingKeys() {
  const out = [];
  const walk = (a, b, path, lang) => {
    for (const k of Object.keys(a)) {
      if (!(k in b)) {
        out.push(`${lang}.${path}${k}`);
      } else if (typeof a[k] === 'object' && !Array.isArray(a[k])) {
        walk(a[k], b[k], `${path}${k}.`, lang);
      }
    }
  };
  walk(LABELS.en, LABELS.vi, '', 'vi');
  walk(LABELS.vi, LABELS.en, '', 'en');
  return out;
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
  for (const el of document.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
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
