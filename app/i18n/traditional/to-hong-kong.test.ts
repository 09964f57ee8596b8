// @vitest-environment node
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findMainlandUsage, openccHongKong, toHongKongTraditional } from './to-hong-kong.ts'

/**
 * Every known pitfall of the Simplified → Hong Kong Traditional conversion, as
 * Simplified source → expected Traditional. Add a pair whenever a page reads
 * wrong and the glossary or the Simplified text is fixed for it.
 */
const pitfalls: [simplified: string, traditional: string][] = [
	// The staff workspace (issue 23): signing out, devices, files, settings.
	['退出登录', '登出'],
	['用这台设备的指纹', '用這部裝置的指紋'],
	['文件太大，上限是 10 MB。', '檔案太大，上限是 10 MB。'],
	['尚未设置远程副本', '尚未設定遠端副本'],
	['会记录在历史中，并发送到', '會記錄在歷史中，並發送到'],
	// OpenCC's segmentation picks the wrong phrase (found on the live pages, issue 13).
	['让费用不再成为任何人参与的障碍。', '讓費用不再成為任何人參與的障礙。'],
	['帮助他们好好学习，并为自己的文化根源感到自豪。', '幫助他們好好學習，並為自己的文化根源感到自豪。'],
	['梳理国际指南，并为社区活动准备双语资料', '梳理國際指南，並為社區活動準備雙語資料'],
	['两家机构合并为一家。', '兩家機構合併為一家。'],
	['同一个地址每天最多只会收到 3 封确认邮件。', '同一個地址每天最多只會收到 3 封確認電郵。'],
	[
		'地址中含有全角字符（例如 ＠ 或 ．）。请把输入法切换到半角（英文）状态后重新输入。',
		'地址中含有全形字元（例如 ＠ 或 ．）。請把輸入法切換到半形（英文）狀態後重新輸入。',
	],
	['每次最多只能选一项，很多只是试试。', '每次最多只能選一項，很多只是試試。'],
	['下面每一种后面都写明了下一步怎么做。', '下面每一種後面都寫明了下一步怎麼做。'],
	['标明了日期', '標明了日期'],
	['人口占比从13.26%升至18.70%', '人口佔比從13.26%升至18.70%'],
	['让学生了解可能有帮助的项目，也让家长了解我们。', '讓學生了解可能有幫助的計劃，也讓家長了解我們。'],
	['也是我们的合作伙伴。', '也是我們的合作夥伴。'],
	['方便您尽快找到帮助；我们尽量让活动容易参加。', '方便您盡快找到幫助；我們盡量讓活動容易參加。'],
	['一只猫', '一隻貓'],
	// Settings are saved (儲存) and called 設定 (the newsletter settings page).
	['您的通讯设置', '您的通訊設定'],
	['保存语言', '儲存語言'],
	['已保存：今后', '已儲存：今後'],
	['在线捐款', '網上捐款'],
	['头发、发现、面条、方面', '頭髮、發現、麪條、方面'],
	// Event registration: computer words (database, export, file, connection) and 天后 (the goddess) after a number of days.
	['暂时无法连接数据库。', '暫時無法連接資料庫。'],
	['导出报名名单', '匯出報名名單'],
	['邮件附有活动的日历文件（.ics）', '電郵附有活動的日曆檔案（.ics）'],
	['您的网络连接尝试次数过多。', '您的網絡連線嘗試次數過多。'],
	['活动结束 30 天之后', '活動結束 30 天之後'],

	// Quotation marks: 「」 outside, 『』 inside; apostrophes in English stay.
	['我们的使命是“传递爱，一切为了爱”。', '我們的使命是「傳遞愛，一切為了愛」。'],
	['他说：“叫做‘水中捞月’。”', '他説：「叫做『水中撈月』。」'],
	['参考 Children’s Hospital 和 students’ union 的做法', '參考 Children’s Hospital 和 students’ union 的做法'],

	// Support: 支援 for help given; 支持 where it means backing someone.
	['提供长期的心理健康支持。', '提供長期的心理健康支援。'],
	['为他们提供支持（追梦者）', '為他們提供支援（追夢者）'],
	['我们提供的支持具有文化敏感度', '我們提供的支援具有文化敏感度'],
	['用中文和英文让支持更容易获得', '用中文和英文讓支援更容易獲得'],
	['学业支持和情绪支持应该结合在一起', '學業支援和情緒支援應該結合在一起'],
	['提供信息和同伴支持。', '提供資訊和朋輩支援。'],
	['危机与支持热线', '危機與支援熱線'],
	['远航者如何支持家庭', '遠航者如何支援家庭'],
	['成为志愿者、支持我们', '成為義工、支持我們'],
	['一点及时的支持，就能让这份担子轻一些', '一點及時的支援，就能讓這份擔子輕一些'],
	['在压力和完美主义方面获得的支持', '在壓力和完美主義方面獲得的支援'],
	['以团队方式支持患者及其照护者', '以團隊方式支援患者及其照顧者'],
	['糖尿病自我管理教育与支持是治疗的基础', '糖尿病自我管理教育與支援是治療的基礎'],
	['父母和同伴的支持', '父母和朋輩的支持'],
	['得到权威、法律或习俗的支持', '得到權威、法律或習俗的支持'],
	['高龄长者得到家庭和社区的有力支持', '高齡長者得到家庭和社區的有力支持'],
	['社区组织明确支持一项活动', '社區組織明確支持一項活動'],

	// Information, contact, e-mail, text messages.
	['主动搜索心理健康信息的人', '主動搜尋心理健康資訊的人'],
	['我们如何保护您的信息', '我們如何保護您的資料'],
	['发给我们的信息也可能几天后才会被看到', '發給我們的訊息也可能幾天後才會被看到'],
	['请联系我们。', '請聯絡我們。'],
	['其他联系方式', '其他聯絡方法'],
	['人与人之间的联系、信任与互助', '人與人之間的聯繫、信任與互助'],
	['把参与者与社区项目以及彼此联系起来', '把參與者與社區計劃以及彼此聯繫起來'],
	['通过电子邮件、微信或前往办公室联系基金会', '透過電郵、微信或前往辦公室聯絡基金會'],
	['请输入您的电子邮箱。', '請輸入您的電郵地址。'],
	['请检查邮箱地址', '請檢查電郵地址'],
	['点击邮件中的链接', '點擊電郵中的連結'],
	['查看垃圾邮件文件夹', '查看垃圾郵件資料夾'],
	['许多邮件应用还会显示按钮', '許多電郵應用程式還會顯示按鈕'],
	['提供网上及短信支持', '提供網上及短訊支援'],
	['短信服务。', '短訊服務。'],

	// Places and everyday words.
	['美国、加拿大、英国、澳大利亚和香港', '美國、加拿大、英國、澳洲和香港'],
	['生活质量较低与焦虑相关', '生活質素較低與焦慮相關'],
	['在新标签页中打开', '在新分頁中開啓'],
	['可通过口译员使用任何语言', '可透過傳譯員使用任何語言'],
	['在课堂上、在单位里、在公交车上', '在課堂上、在公司裏、在巴士上'],
	['只要靠谱、热心', '只要可靠、熱心'],
	['收集年轻人的意见并反馈给基金会', '收集年輕人的意見並反映給基金會'],
	['撰写帖子、海报和通讯稿', '撰寫帖文、海報和新聞稿'],
	['访问 AACNTV', '瀏覽 AACNTV'],
	['网站本身的程序不记录您的访问', '網站本身的程式不記錄您的瀏覽活動'],
	['在内存中记住一分钟', '在記憶體中記住一分鐘'],
	['不需要登录任何账户', '不需要登入任何帳户'],
	['隐私说明', '私隱説明'],
	['运行本网站的服务器', '運行本網站的伺服器'],
	['加入我们做志愿者', '加入我們做義工'],
	['针对老年人的心理虐待', '針對長者的心理虐待'],
	['帮助家人、朋友和照护者及时应对', '幫助家人、朋友和照顧者及時應對'],
	['从蓝色地带和安宁疗护中汲取经验', '從藍色地帶和紓緩治療中汲取經驗'],
	['与创伤后应激障碍、重性抑郁障碍和广泛性焦虑障碍均有区别', '與創傷後壓力症、重性抑鬱症和廣泛性焦慮症均有區別'],
	['减轻围绕它的病耻感', '減輕圍繞它的污名'],
	['联系学校或大学的心理咨询处', '聯絡學校或大學的心理輔導處'],
	['下列热线由其他机构运营', '下列熱線由其他機構營運'],
	['首页菜单', '首頁選單'],
	['老年移民的焦虑与抑郁', '年長移民的焦慮與抑鬱'],
	['考试顺利通过了', '考試順利通過了'],
	['访问学者', '訪問學者'],
	['尽管如此', '儘管如此'],

	// The close reading of November 2026 (issue 20): project → 計劃, and 計劃 as a verb after it.
	['了解我们的项目', '了解我們的計劃'],
	['本项目已完成。', '本計劃已完成。'],
	['本项目计划梳理DSM-5-TR诊断标准背后的研究', '本計劃打算梳理DSM-5-TR診斷標準背後的研究'],
	['项目团队计划梳理已发表的研究', '計劃團隊打算梳理已發表的研究'],
	['每个项目都从已发表的研究出发', '每個計劃都從已發表的研究出發'],
	// Ageing, research and data words.
	['中国人口正在老龄化', '中國人口正在老化'],
	['老龄化农村地区的社会资本', '人口老化的農村地區的社會資本'],
	['东亚和东南亚老龄化最快', '東亞和東南亞人口老化最快'],
	['联合国对人口老龄化的估计', '聯合國對人口老化的估計'],
	['《2019年世界人口老龄化：要点》', '《2019年世界人口老齡化：要點》'],
	['一项纳入14项研究的荟萃分析显示', '一項納入14項研究的統合分析顯示'],
	['数据来源：国家统计局', '資料來源：國家統計局'],
	['社会支持、英语水平以及与美国人的社会交往', '社會支援、英語能力以及與美國人的社會交往'],
	['带密钥的哈希值', '帶密鑰的雜湊值'],
	// Everyday and web words.
	['用中英文整理求助渠道的信息。', '用中英文整理求助途徑的資訊。'],
	['联系渠道', '聯絡途徑'],
	['在您的日历应用中订阅我们的活动日历', '在您的日曆應用程式中訂閲我們的活動日曆'],
	['一项覆盖中国大陆成年人的调查', '一項覆蓋中國內地成年人的調查'],
	['为中国留学生提供具文化敏感度的支持', '為中國留學生提供具文化敏感度的支援'],
	['长期的支持也包括生命末期的照护', '長期的支援也包括生命末期的照護'],
	['“追梦者”支持孩子；支持小学生', '「追夢者」支援孩子；支援小學生'],
	['对身边支持的满意程度', '對身邊支援的滿意程度'],
	['交流只能隔着屏幕', '交流只能隔着螢幕'],
	// One way to write a character: 啓 (as in 啓迪者), 發佈, 週 for a week.
	['启迪者的活动在新标签页中打开', '啓迪者的活動在新分頁中開啓'],
	['接收新发布的文章', '接收新發佈的文章'],
	['比较了为期8周的4小时与6小时进食窗口；8周后', '比較了為期8週的4小時與6小時進食窗口；8週後'],
	['每周 7 天；环顾四周', '每週 7 天；環顧四周'],

	// Written ahead of any page: Hong Kong names of services and conditions.
	['精神分裂症', '思覺失調症'],
	['视频会议', '視像會議'],
	['坐出租车去看全科医生', '坐的士去看家庭醫生'],
	['养老院和幼儿园', '安老院和幼稚園'],
]

/** The ASCII characters of a text, in order. */
const ascii = (text: string) => text.replace(/\P{ASCII}/gu, '')

describe('toHongKongTraditional', () => {
	it.each(pitfalls)('%s → %s', (simplified, traditional) => {
		expect(toHongKongTraditional(simplified)).toBe(traditional)
	})

	it('leaves nothing on a converted pitfall that the glossary would still change', () => {
		for (const [simplified] of pitfalls) expect(findMainlandUsage(toHongKongTraditional(simplified))).toEqual([])
	})

	it('never changes ASCII: code, URLs, ids and Markdown pass through byte for byte', () => {
		const markdown = [
			'---',
			'title: "联系我们"',
			'slug: contact-us',
			'---',
			'# 支持热线 {#support-lines}',
			'',
			'请[联系我们](https://example.org/zh-hans/contacts?ref=信息#form "联系")，或发 *邮件* 到 `hello@example.org`。',
			'',
			'- 项目：**“追梦者”** <span class="x">信息</span>',
		].join('\n')
		const converted = toHongKongTraditional(markdown)
		expect(ascii(converted)).toBe(ascii(markdown))
		expect(converted).toContain('](https://example.org/zh-hans/contacts?ref=資訊#form "聯絡")')
		expect(converted).toContain('**「追夢者」**')
	})

	it('keeps every ASCII character of any text, in order', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.oneof(
						fc.string(),
						fc.constantFrom('信息', '支持', '联系', '“', '”', '‘', '’', '邮件', '并为', '参与', '只会', '了解'),
					),
				),
				(parts) => {
					const text = parts.join('')
					expect(ascii(toHongKongTraditional(text))).toBe(ascii(text))
				},
			),
		)
	})

	it('applies the glossary after OpenCC, not instead of it', () => {
		expect(openccHongKong('任何人参与')).toBe('任何人蔘與')
		expect(toHongKongTraditional('任何人参与')).toBe('任何人參與')
		expect(toHongKongTraditional('')).toBe('')
	})
})
