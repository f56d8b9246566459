// generated - do not edit: written by `npm run gen` from schemas/models/security-questions.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/security-questions.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/security-questions.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/security-questions.json","title":"caption.securityQuestions","type":"object","required":["criteria"],"properties":{"criteria":{"title":"caption.securityQuestions","type":"array","minItems":1,"items":{"title":"caption.securityQuestion","type":"object","required":["answerText"],"properties":{"userToken":{"title":"caption.token","type":"string","validCharacters":true},"index":{"title":"caption.index","type":"integer","minimum":0,"maximum":2147483647},"questionId":{"title":"caption.securityQuestion","type":"integer","minimum":1,"maximum":2147483647},"accountResetTypeId":{"title":"caption.helpType","type":"integer","minimum":1,"maximum":2147483647},"questionText":{"title":"caption.securityQuestion","type":"string","validCharacters":true},"answerText":{"title":"caption.answer","type":"string","writeOnly":true,"minLength":1,"maxLength":30,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.maxLength"},"validCharacters":true}},"additionalProperties":false}},"tokenResponse":{"$ref":"#/definitions/captcha"}},"additionalProperties":false,"definitions":{"captcha":{"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true}}};
const schema28 = {"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/security-questions.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.criteria === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "criteria"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "criteria") || (key0 === "tokenResponse"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.criteria !== undefined){
let data0 = data.criteria;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/minItems",keyword:"minItems",params:{limit: 1}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.answerText === undefined){
const err3 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/required",keyword:"required",params:{missingProperty: "answerText"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((((((key1 === "userToken") || (key1 === "index")) || (key1 === "questionId")) || (key1 === "accountResetTypeId")) || (key1 === "questionText")) || (key1 === "answerText"))){
const err4 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.userToken !== undefined){
let data2 = data1.userToken;
if(typeof data2 === "string"){
if(pattern0.test(data2)){
const err5 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/criteria/" + i0+"/userToken",schemaPath:"#/properties/criteria/items/properties/userToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.index !== undefined){
let data3 = data1.index;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err7 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/criteria/" + i0+"/index",schemaPath:"#/properties/criteria/items/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data1.questionId !== undefined){
let data4 = data1.questionId;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err10 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/criteria/" + i0+"/questionId",schemaPath:"#/properties/criteria/items/properties/questionId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data1.accountResetTypeId !== undefined){
let data5 = data1.accountResetTypeId;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err13 = {instancePath:instancePath+"/criteria/" + i0+"/accountResetTypeId",schemaPath:"#/properties/criteria/items/properties/accountResetTypeId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/criteria/" + i0+"/accountResetTypeId",schemaPath:"#/properties/criteria/items/properties/accountResetTypeId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/criteria/" + i0+"/accountResetTypeId",schemaPath:"#/properties/criteria/items/properties/accountResetTypeId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data1.questionText !== undefined){
let data6 = data1.questionText;
if(typeof data6 === "string"){
if(pattern0.test(data6)){
const err16 = {instancePath:instancePath+"/criteria/" + i0+"/questionText",schemaPath:"#/properties/criteria/items/properties/questionText/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/criteria/" + i0+"/questionText",schemaPath:"#/properties/criteria/items/properties/questionText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.answerText !== undefined){
let data7 = data1.answerText;
if(typeof data7 === "string"){
if(func2(data7) > 30){
const err18 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/maxLength",keyword:"maxLength",params:{limit: 30}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func2(data7) < 1){
const err19 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(pattern0.test(data7)){
const err20 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/criteria/" + i0+"/answerText",schemaPath:"#/properties/criteria/items/properties/answerText/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/criteria/" + i0,schemaPath:"#/properties/criteria/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/criteria",schemaPath:"#/properties/criteria/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.tokenResponse !== undefined){
let data8 = data.tokenResponse;
if(typeof data8 === "string"){
if(func2(data8) > 5){
const err24 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/maxLength",keyword:"maxLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func2(data8) < 5){
const err25 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(pattern0.test(data8)){
const err26 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/tokenResponse",schemaPath:"#/definitions/captcha/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
